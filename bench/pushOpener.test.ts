import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { encryptPush } from '../src/server/modules/realtime/pushCipher';
import { PushCmd } from '../src/shared/api/realtime';
import { pushOpener } from './pushOpener';

describe('pushOpener', () => {
  const key = randomBytes(32).toString('base64');
  const commands = [{ cmd: PushCmd.Inspect, data1: 'N', data2: '' }];

  it('opens what the server seals for the session', () => {
    expect(pushOpener(key)(encryptPush(commands, key))).toEqual(commands);
  });

  it('refuses a body sealed for another session, a changed one, or one without its MAC', () => {
    const open = pushOpener(key);
    expect(() => open(encryptPush(commands, randomBytes(32).toString('base64')))).toThrow(/MAC/);
    const [iv, ciphertext, mac] = encryptPush(commands, key).split(':') as [string, string, string];
    const flipped = Buffer.from(ciphertext, 'base64');
    flipped[0]! ^= 1;
    expect(() => open(`${iv}:${flipped.toString('base64')}:${mac}`)).toThrow(/MAC/);
    expect(() => open(`${iv}:${ciphertext}`)).toThrow(/iv:ciphertext:mac/);
  });
});
