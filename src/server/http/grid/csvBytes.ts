/**
 * The bytes of a CSV chunk, written cell by cell into one scratch buffer and copied out once per
 * chunk: no line or chunk string is built, flattened and encoded again (a million-row export
 * made ~700 MB of such strings). Amounts and times are written as digits; ASCII text is copied a
 * char at a time, other text (Korean labels and names) encoded in place.
 */
export class CsvBytes {
  private buf = Buffer.allocUnsafe(256 * 1024);
  private at = 0;

  text(s: string): void {
    // A UTF-8 character is at most three bytes per UTF-16 unit; the comma or CRLF after it two more.
    if (this.at + 3 * s.length + 2 > this.buf.length) this.grow(3 * s.length + 2);
    const { buf } = this;
    let at = this.at;
    for (let i = 0; i < s.length; i++) {
      const c = s.charCodeAt(i);
      if (c > 0x7f) {
        this.at = at + buf.write(s.slice(i), at);
        return;
      }
      buf[at++] = c;
    }
    this.at = at;
  }

  /** A safe integer's decimal digits, written without making its string. */
  integer(n: number): void {
    if (this.at + 22 > this.buf.length) this.grow(22);
    if (n < 0) this.buf[this.at++] = 0x2d;
    let rest = Math.abs(n);
    let width = 1;
    for (let d = rest; d >= 10; d = Math.floor(d / 10)) width++;
    this.at += width;
    for (let i = this.at - 1; i >= this.at - width; i--) {
      this.buf[i] = 0x30 + (rest % 10);
      rest = Math.floor(rest / 10);
    }
  }

  /** `07`: a clock field. */
  twoDigits(n: number): void {
    if (this.at + 2 > this.buf.length) this.grow(2);
    this.buf[this.at++] = 0x30 + Math.floor(n / 10);
    this.buf[this.at++] = 0x30 + (n % 10);
  }

  byte(c: number): void {
    if (this.at + 1 > this.buf.length) this.grow(1);
    this.buf[this.at++] = c;
  }

  comma(): void {
    this.byte(0x2c);
  }

  lineEnd(): void {
    if (this.at + 2 > this.buf.length) this.grow(2);
    this.buf[this.at++] = 0x0d;
    this.buf[this.at++] = 0x0a;
  }

  /** The bytes written since the last take, in a buffer of their own (the socket keeps it until sent). */
  take(): Buffer {
    const out = Buffer.from(this.buf.subarray(0, this.at));
    this.at = 0;
    return out;
  }

  private grow(more: number): void {
    const bigger = Buffer.allocUnsafe(Math.max(2 * this.buf.length, this.at + more));
    this.buf.copy(bigger, 0, 0, this.at);
    this.buf = bigger;
  }
}
