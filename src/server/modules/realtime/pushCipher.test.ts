import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptPush, PushCmd, type PushCommand } from '../../../shared/api/realtime';
import { encryptPush, pushSealer } from './pushCipher';

describe('push body cipher', () => {
  const key = randomBytes(32).toString('base64');
  const commands: PushCommand[] = [
    { cmd: PushCmd.Cash, data1: '150000', data2: '3200' },
    { cmd: PushCmd.Msg, data1: '2', data2: '새 쪽지' },
  ];

  it('is opened by the crypto-js decoder the member front uses', () => {
    expect(decryptPush(encryptPush(commands, key), key)).toEqual(commands);
  });

  it('uses a fresh IV per message, so equal bodies never look alike on the wire', () => {
    expect(encryptPush(commands, key)).not.toBe(encryptPush(commands, key));
  });

  it('is authenticated: a changed IV, ciphertext or MAC, or a body without one, is refused before decryption', () => {
    const [iv, ciphertext, mac] = encryptPush(commands, key).split(':') as [string, string, string];
    const flip = (b64: string, at: number) => {
      const bytes = Buffer.from(b64, 'base64');
      bytes[at] = bytes[at]! ^ 1;
      return bytes.toString('base64');
    };
    expect(mac).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    expect(() => decryptPush(`${flip(iv, 0)}:${ciphertext}:${mac}`, key)).toThrow('MAC');
    expect(() => decryptPush(`${iv}:${flip(ciphertext, 5)}:${mac}`, key)).toThrow('MAC');
    expect(() => decryptPush(`${iv}:${ciphertext}:${flip(mac, 31)}`, key)).toThrow('MAC');
    // the unauthenticated format of before
    expect(() => decryptPush(`${iv}:${ciphertext}`, key)).toThrow();
    // a valid body of another session does not open in this one
    const other = randomBytes(32).toString('base64');
    expect(() => decryptPush(encryptPush(commands, other), key)).toThrow('MAC');
  });

  it('cannot be opened with another session key', () => {
    const other = randomBytes(32).toString('base64');
    expect(() => decryptPush(encryptPush(commands, key), other)).toThrow();
  });

  it('seals interleaved sessions each with its own keys, and never repeats an IV across the pool refills', () => {
    const keys = [key, randomBytes(32).toString('base64'), randomBytes(32).toString('base64')];
    const sealers = keys.map(pushSealer);
    const body = JSON.stringify(commands);
    const ivs = new Set<string>();
    // 300 rounds of three sessions: past one refill of the 256-IV pool
    for (let round = 0; round < 300; round++) {
      for (const [i, seal] of sealers.entries()) {
        const sealed = seal(body);
        ivs.add(sealed.split(':')[0]!);
        expect(decryptPush(sealed, keys[i]!)).toEqual(commands);
        expect(() => decryptPush(sealed, keys[(i + 1) % keys.length]!)).toThrow();
      }
    }
    expect(ivs.size).toBe(900);
  });

  it('seals with parts armed in advance and armed again after each message: every length opens, no IV repeats', async () => {
    const seal = pushSealer(key);
    const ivs = new Set<string>();
    // 0 to 40 characters: the padding takes 1 to 16 bytes, a whole block when the body fills its last one
    for (let length = 0; length <= 40; length++) {
      const text = 'ㄱ'.repeat(length % 3) + 'x'.repeat(length);
      const body = JSON.stringify([{ cmd: PushCmd.Msg, data1: String(length), data2: text }]);
      // a burst (the second arms inline), then a turn of the event loop that arms it again
      for (const sealed of [seal(body), seal(body)]) {
        ivs.add(sealed.split(':')[0]!);
        expect(decryptPush(sealed, key)).toEqual([{ cmd: 'MSG', data1: String(length), data2: text }]);
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(ivs.size).toBe(82);
  });
});
