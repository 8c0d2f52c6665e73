import { describe, expect, it } from 'vitest';
import { CsvBytes } from './csvBytes';
import { siteTimes } from './siteTimes';

describe('CsvBytes', () => {
  it('writes integers as String does, text as UTF-8, and grows past its scratch buffer', () => {
    const bytes = new CsvBytes();
    const numbers = [0, -0, 7, -1950, 1_000_000, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER];
    const texts = ['abc', '벤치 게임 7', 'a"b', 'x'.repeat(300_000) + '한'];
    for (const n of numbers) {
      bytes.integer(n);
      bytes.comma();
    }
    for (const s of texts) {
      bytes.text(s);
      bytes.lineEnd();
    }
    expect(bytes.take().toString()).toBe(
      numbers.map((n) => `${String(n)},`).join('') + texts.map((s) => `${s}\r\n`).join(''),
    );
    expect(bytes.take().length).toBe(0);
  });

  it('writes site times as toISOString in site time does, to the second', () => {
    const write = siteTimes(540);
    for (const at of [
      '2026-11-26T15:30:00.999Z',
      '2026-12-31T15:00:00Z',
      '1969-12-31T23:59:59.5Z',
      '2024-02-29T14:59:59Z',
    ]) {
      const bytes = new CsvBytes();
      write(Date.parse(at), bytes);
      expect(bytes.take().toString()).toBe(
        new Date(Date.parse(at) + 540 * 60_000).toISOString().slice(0, 19).replace('T', ' '),
      );
    }
  });
});
