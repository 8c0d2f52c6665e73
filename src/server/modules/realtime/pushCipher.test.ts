import { createCipheriv, createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptPush, PUSH_MAC_LABEL, PushCmd, type PushCommand } from '../../../shared/api/realtime';
import { encryptPush, padBody, pushSealer, sealedLength, sealText } from './pushCipher';

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
    const body = padBody(JSON.stringify(commands));
    const ivs = new Set<string>();
    // 300 rounds of three sessions: past one refill of the 256-IV pool
    for (let round = 0; round < 300; round++) {
      for (const [i, seal] of sealers.entries()) {
        const sealed = sealText(seal, body);
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
      const body = padBody(JSON.stringify([{ cmd: PushCmd.Msg, data1: String(length), data2: text }]));
      // a burst (the second arms inline), then a turn of the event loop that arms it again
      for (const sealed of [sealText(seal, body), sealText(seal, body)]) {
        ivs.add(sealed.split(':')[0]!);
        expect(decryptPush(sealed, key)).toEqual([{ cmd: 'MSG', data1: String(length), data2: text }]);
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(ivs.size).toBe(82);
  });

  it("writes into its place in a frame exactly the text Node's own padding, cipher and MAC give for its IV, at every length, unicode included", () => {
    const keyBytes = Buffer.from(key, 'base64');
    const macKey = createHmac('sha256', keyBytes).update(PUSH_MAC_LABEL).digest();
    const seal = pushSealer(key);
    for (let length = 0; length <= 40; length++) {
      const plaintext = `["${'잔'.repeat(length % 4)}😀"${'q'.repeat(length)}]`;
      const padded = padBody(plaintext);
      const out = Buffer.alloc(sealedLength(padded) + 4, '#');
      expect(seal(padded, out, 2)).toBe(2 + sealedLength(padded));
      const text = out.toString('latin1');
      expect(text.slice(0, 2) + text.slice(-2)).toBe('####');
      const iv = Buffer.from(text.slice(2, 26), 'base64');
      const cipher = createCipheriv('aes-256-cbc', keyBytes, iv);
      const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      const mac = createHmac('sha256', macKey).update(iv).update(ciphertext).digest();
      expect(text.slice(2, -2)).toBe(
        `${iv.toString('base64')}:${ciphertext.toString('base64')}:${mac.toString('base64')}`,
      );
    }
  });
});
