const ALPHABET = Buffer.from('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/', 'latin1');
const PAD = 0x3d;

/** The characters of `bytes` bytes in padded base64. */
export const base64Length = (bytes: number): number => 4 * Math.ceil(bytes / 3);

/**
 * Writes `src` as padded base64 (RFC 4648 §4, what Buffer's 'base64' writes) into `out` at `at` and
 * returns where it ends. A fan-out seals a body for each of thousands of sockets into that socket's
 * frame: encoding in place spares a string and its copy per socket
 * (docs/architecture/push.md#fan-out).
 */
export function base64Into(src: Uint8Array, out: Uint8Array, at: number): number {
  const whole = src.length - (src.length % 3);
  let i = 0;
  for (; i < whole; i += 3) {
    const v = (src[i]! << 16) | (src[i + 1]! << 8) | src[i + 2]!;
    out[at] = ALPHABET[v >>> 18]!;
    out[at + 1] = ALPHABET[(v >>> 12) & 63]!;
    out[at + 2] = ALPHABET[(v >>> 6) & 63]!;
    out[at + 3] = ALPHABET[v & 63]!;
    at += 4;
  }
  if (i === src.length) return at;
  const two = i + 1 < src.length;
  const v = (src[i]! << 16) | (two ? src[i + 1]! << 8 : 0);
  out[at] = ALPHABET[v >>> 18]!;
  out[at + 1] = ALPHABET[(v >>> 12) & 63]!;
  out[at + 2] = two ? ALPHABET[(v >>> 6) & 63]! : PAD;
  out[at + 3] = PAD;
  return at + 4;
}
