import { createCipheriv, createHmac, randomBytes } from 'node:crypto';
import { PUSH_MAC_LABEL, type PushCommand } from '../../../shared/api/realtime';

const IV_BYTES = 16;
/** IVs are cut from a block of random bytes drawn at once (one draw per 256 messages, never a byte reused). */
const IV_POOL = IV_BYTES * 256;
let pool = randomBytes(IV_POOL);
let used = 0;

function nextIv(): Buffer {
  if (used === IV_POOL) {
    pool = randomBytes(IV_POOL);
    used = 0;
  }
  used += IV_BYTES;
  return pool.subarray(used - IV_BYTES, used);
}

export type PushSealer = (plaintext: string) => string;

/**
 * Seals member-channel bodies of one session as `src/shared/api/realtime.ts` describes: AES-256-CBC,
 * PKCS#7, a random IV per message, then HMAC-SHA256 over IV and ciphertext with a key derived from
 * the session key: `base64(iv):base64(ciphertext):base64(mac)`. Node's crypto here, crypto-js on
 * the client; the format is the contract between them. The keys are derived once per session (a
 * site-wide INSPECT seals the same body for every socket: issue 17); each message gets a new
 * cipher and IV.
 */
export function pushSealer(keyBase64: string): PushSealer {
  const key = Buffer.from(keyBase64, 'base64');
  const macKey = createHmac('sha256', key).update(PUSH_MAC_LABEL).digest();
  return (plaintext) => {
    const iv = nextIv();
    const cipher = createCipheriv('aes-256-cbc', key, iv);
    const sealed = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    const mac = createHmac('sha256', macKey).update(iv).update(sealed).digest();
    return `${iv.toString('base64')}:${sealed.toString('base64')}:${mac.toString('base64')}`;
  };
}

/** One body sealed for one session. */
export const encryptPush = (commands: readonly PushCommand[], keyBase64: string): string => pushSealer(keyBase64)(JSON.stringify(commands));
