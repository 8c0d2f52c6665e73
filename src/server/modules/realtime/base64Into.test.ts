import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { base64Into, base64Length } from './base64Into';

describe('base64 written into a buffer', () => {
  it("writes what Buffer's base64 writes for every length and remainder, nothing outside its place", () => {
    for (let length = 0; length <= 70; length++) {
      const src = randomBytes(length);
      const out = Buffer.alloc(base64Length(length) + 6, '*');
      expect(base64Into(src, out, 3)).toBe(3 + base64Length(length));
      expect(out.toString('latin1')).toBe(`***${src.toString('base64')}***`);
    }
  });
});
