import { createCipheriv, createHmac, randomBytes, type Cipher, type Hmac } from 'node:crypto';
import { PUSH_MAC_LABEL, type PushCommand } from '../../../shared/api/realtime';
import { base64Into, base64Length } from './base64Into';

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
 * What one message needs before its plaintext is known: its IV, a cipher keyed with it that pads
 * nothing (the body comes padded, so one update returns the whole ciphertext) and the MAC with the
 * IV already fed.
 */
interface Armed {
  iv: Buffer;
  cipher: Cipher;
  mac: Hmac;
}
const BLOCK = 16;
const MAC_BYTES = 32;
const COLON = 0x3a;

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

/** A body's UTF-8 bytes with their PKCS#7 padding (1 to 16 bytes, each holding the count). */
export function padBody(plaintext: string): Buffer {
  const size = Buffer.byteLength(plaintext, 'utf8');
  const padded = Buffer.allocUnsafe(size + BLOCK - (size % BLOCK));
  padded.write(plaintext, 0, 'utf8');
  return padded.fill(padded.length - size, size);
}

/** The characters of a padded body sealed: the ciphertext is as long as the padded body. */
export const sealedLength = (padded: Buffer): number =>
  base64Length(IV_BYTES) + 1 + base64Length(padded.length) + 1 + base64Length(MAC_BYTES);

/**
 * Seals a padded body (padBody) into `out` at `at`: sealedLength ASCII characters, returns where
 * they end. A fan-out pads a body once and seals it straight into each socket's frame
 * (docs/architecture/push.md#fan-out).
 */
export type PushSealer = (padded: Buffer, out: Buffer, at: number) => number;

/**
 * Seals member-channel bodies of one session as `src/shared/api/realtime.ts` describes: AES-256-CBC,
 * PKCS#7, a random IV per message, then HMAC-SHA256 over IV and ciphertext with a key derived from
 * the session key: `base64(iv):base64(ciphertext):base64(mac)`. Node's crypto here, crypto-js on
 * the client; the format is the contract between them.
 *
 * A site-wide INSPECT seals one body for every socket (docs/architecture/push.md#fan-out). The keys
 * are derived once per session, and each sealer holds the next message's IV, cipher and MAC objects
 * made in advance (their making costs more than sealing a short body): the fan-out only feeds them,
 * and the sealers it used are armed again in the turns after it. A sealer asked twice before that
 * arms inline. An armed IV is drawn from the pool like any other and goes into exactly one message;
 * it is not sent, so it stays unpredictable until that message is.
 */
export function pushSealer(keyBase64: string): PushSealer {
  const key = Buffer.from(keyBase64, 'base64');
  const macKey = createHmac('sha256', key).update(PUSH_MAC_LABEL).digest();
  const armNow = (): Armed => {
    const iv = nextIv();
    return {
      iv,
      cipher: createCipheriv('aes-256-cbc', key, iv).setAutoPadding(false),
      mac: createHmac('sha256', macKey).update(iv),
    };
  };
  let armed: Armed | null = armNow();
  const arm = () => void (armed ??= armNow());
  return (padded, out, at) => {
    const { iv, cipher, mac } = armed ?? armNow();
    armed = null;
    rearmLater(arm);
    // whole blocks without padding: CBC returns them all from update; the cipher is used once only
    const sealed = cipher.update(padded);
    at = base64Into(iv, out, at);
    out[at] = COLON;
    at = base64Into(sealed, out, at + 1);
    out[at] = COLON;
    return base64Into(mac.update(sealed).digest(), out, at + 1);
  };
}

/** A padded body sealed as text (a message not written straight into its frame). */
export function sealText(seal: PushSealer, padded: Buffer): string {
  const out = Buffer.allocUnsafe(sealedLength(padded));
  seal(padded, out, 0);
  return out.toString('latin1');
}

/** One body sealed for one session. */
export const encryptPush = (commands: readonly PushCommand[], keyBase64: string): string =>
  sealText(pushSealer(keyBase64), padBody(JSON.stringify(commands)));
