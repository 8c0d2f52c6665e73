import { createCipheriv, createHmac, randomBytes, type Cipher, type Hmac } from 'node:crypto';
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

/**
 * What one message needs before its plaintext is known: its IV (base64), a cipher keyed with it
 * that pads nothing (the body is padded here, so one update returns the whole ciphertext) and the
 * MAC with the IV already fed.
 */
interface Armed {
  iv: string;
  cipher: Cipher;
  mac: Hmac;
}
const BLOCK = 16;

/** Sealers whose armed parts went into a message, re-armed a batch per event-loop turn. */
const spent: Array<() => void> = [];
const REARM_BATCH = 256;
function rearmSome(): void {
  for (const arm of spent.splice(0, REARM_BATCH)) arm();
  if (spent.length > 0) setImmediate(rearmSome);
}
const rearmLater = (arm: () => void) => {
  if (spent.push(arm) === 1) setImmediate(rearmSome);
};

export type PushSealer = (plaintext: string) => string;

/**
 * Seals member-channel bodies of one session as `src/shared/api/realtime.ts` describes: AES-256-CBC,
 * PKCS#7, a random IV per message, then HMAC-SHA256 over IV and ciphertext with a key derived from
 * the session key: `base64(iv):base64(ciphertext):base64(mac)`. Node's crypto here, crypto-js on
 * the client; the format is the contract between them.
 *
 * Issue 17: a site-wide INSPECT seals one body for every socket. The keys are derived once per
 * session, and each sealer holds the next message's IV, cipher and MAC objects made in advance (their
 * making costs more than sealing a short body): the fan-out only feeds them, and the sealers it used
 * are armed again in the turns after it. A sealer asked twice before that arms inline. An armed IV
 * is drawn from the pool like any other and goes into exactly one message; it is not sent, so it
 * stays unpredictable until that message is.
 */
export function pushSealer(keyBase64: string): PushSealer {
  const key = Buffer.from(keyBase64, 'base64');
  const macKey = createHmac('sha256', key).update(PUSH_MAC_LABEL).digest();
  const armNow = (): Armed => {
    const iv = nextIv();
    return { iv: iv.toString('base64'), cipher: createCipheriv('aes-256-cbc', key, iv).setAutoPadding(false), mac: createHmac('sha256', macKey).update(iv) };
  };
  let armed: Armed | null = armNow();
  const arm = () => void (armed ??= armNow());
  return (plaintext) => {
    const { iv, cipher, mac } = armed ?? armNow();
    armed = null;
    rearmLater(arm);
    // PKCS#7: 1 to 16 bytes, each holding the count
    const size = Buffer.byteLength(plaintext, 'utf8');
    const padded = Buffer.allocUnsafe(size + BLOCK - (size % BLOCK));
    padded.write(plaintext, 0, 'utf8');
    padded.fill(padded.length - size, size);
    // whole blocks without padding: CBC returns them all from update; the cipher is used once only
    const sealed = cipher.update(padded);
    return `${iv}:${sealed.toString('base64')}:${mac.update(sealed).digest('base64')}`;
  };
}

/** One body sealed for one session. */
export const encryptPush = (commands: readonly PushCommand[], keyBase64: string): string => pushSealer(keyBase64)(JSON.stringify(commands));
