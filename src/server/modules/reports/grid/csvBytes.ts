/**
 * The bytes of a CSV chunk, written cell by cell into one scratch buffer and copied out once per
 * chunk: no line or chunk string is built, flattened and encoded again (a million-row export
 * made ~700 MB of such strings). ASCII cells (ids, amounts, times) are copied a char at a time;
 * others (Korean labels and names) are encoded in place.
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

  comma(): void {
    if (this.at + 1 > this.buf.length) this.grow(1);
    this.buf[this.at++] = 0x2c;
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
