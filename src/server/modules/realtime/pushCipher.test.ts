import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptPush, PushCmd, type PushCommand } from '../../../shared/api/realtime';
import { encryptPush } from './pushCipher';

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

  it('cannot be opened with another session key', () => {
    const other = randomBytes(32).toString('base64');
    expect(() => decryptPush(encryptPush(commands, key), other)).toThrow();
  });
});
