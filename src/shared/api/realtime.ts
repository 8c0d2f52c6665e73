import CryptoJS from 'crypto-js';
import { TOPIC_PREFIX } from './pushPaths';

/**
 * The push contract (§3 socket message, §4 socket commands, §7 websocket; DESIGN "Realtime").
 *
 * Transport: STOMP 1.2 over SockJS at `/ws`. The CONNECT (or STOMP) frame carries the headers
 * `siteId`, `authorization` (the site key, as on every §7 call) and `token` (the session token).
 *
 * Destinations a member may SUBSCRIBE to:
 * - `/topic/<channelId>`: its own channel (`push.channelId` of the login answer). Bodies are the
 *   §3 command array, AES-encrypted with the session's `push.key` (format below).
 * - `/topic/powerball/<gameKey>`: public round news, plain JSON (nothing private in it).
 * - `/topic/notice/<siteId>`: the site's notices, plain JSON; only the caller's own site.
 * - `/topic/sports/<siteId>`: the sportsbook's odds, market states and results (SportsPush in
 *   api/sports.ts), plain JSON; only the caller's own site.
 * Anything else gets an ERROR frame and the socket is closed.
 *
 * Encrypted body format: `base64(iv) + ':' + base64(ciphertext) + ':' + base64(mac)`,
 * AES-256-CBC with PKCS#7 padding, a fresh 16-byte random IV per message, the key being the
 * base64-decoded 32 bytes of `push.key`; the plaintext is the UTF-8 JSON of `PushCommand[]`.
 * Encrypt-then-MAC: `mac` is HMAC-SHA256 over the IV bytes followed by the
 * ciphertext bytes, keyed with HMAC-SHA256(push.key bytes, "push-mac") so the cipher key is never
 * the MAC key; the client checks it before it decrypts anything, so a changed or replayed-into-
 * another-session body is dropped instead of being decrypted into garbage commands.
 */
export const PushCmd = {
  Cash: 'CASH',
  Msg: 'MSG',
  Logout: 'LOGOUT',
  Inspect: 'INSPECT',
  LockBet: 'LOCK_BET_YN',
  Slip: 'SLIP',
} as const;
export type PushCmd = (typeof PushCmd)[keyof typeof PushCmd];

/**
 * §3: one command of a socket message; data1/data2 are strings on the wire.
 * - CASH: data1 cash, data2 point (whole won). MSG: data1 unread count.
 * - INSPECT: data1 Y (maintenance started) or N. LOGOUT: data1 why the session ended.
 * - LOCK_BET_YN: data1 Y when the member's betting is locked, data2 Y when the member may bet;
 *   §4's client rule (gameDown unless data1 N and data2 Y) so fires on any loss of betting.
 * - SLIP: a sports slip in its bet delay was decided: data1 its betIdx, data2 BET (accepted) or
 *   REFUSED (its stake returned, with a CASH command); the bet list reads the slip again.
 */
export interface PushCommand {
  cmd: PushCmd;
  data1: string;
  data2: string;
}

export { WS_PATH, TOPIC_PREFIX } from './pushPaths';
export const memberTopic = (channelId: string): string => `${TOPIC_PREFIX}${channelId}`;
export const powerballTopic = (gameKey: string): string => `${TOPIC_PREFIX}powerball/${gameKey}`;
export const noticeTopic = (siteId: string): string => `${TOPIC_PREFIX}notice/${siteId}`;

/** The label the MAC key is derived with from the session's push key. */
export const PUSH_MAC_LABEL = 'push-mac';

/** Equal lengths and every character compared, whatever differs first. */
const sameText = (a: string, b: string): boolean => {
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.min(a.length, b.length); i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
};

/**
 * Opens a member-channel body (see the format above): the MAC is checked first; throws on a body
 * without a valid MAC, a damaged body or a wrong key.
 */
export function decryptPush(body: string, keyBase64: string): PushCommand[] {
  const [iv, ciphertext, mac, extra] = body.split(':');
  if (!iv || !ciphertext || !mac || extra !== undefined) throw new Error('push body is not iv:ciphertext:mac');
  const key = CryptoJS.enc.Base64.parse(keyBase64);
  const ivWords = CryptoJS.enc.Base64.parse(iv);
  const cipherWords = CryptoJS.enc.Base64.parse(ciphertext);
  const macKey = CryptoJS.HmacSHA256(PUSH_MAC_LABEL, key);
  const expected = CryptoJS.HmacSHA256(ivWords.clone().concat(cipherWords), macKey).toString(CryptoJS.enc.Base64);
  if (!sameText(expected, mac)) throw new Error('push body fails its MAC');
  const plain = CryptoJS.AES.decrypt(CryptoJS.lib.CipherParams.create({ ciphertext: cipherWords }), key, {
    iv: ivWords,
    mode: CryptoJS.mode.CBC,
    padding: CryptoJS.pad.Pkcs7,
  }).toString(CryptoJS.enc.Utf8);
  const parsed: unknown = JSON.parse(plain);
  if (!Array.isArray(parsed)) throw new Error('push body is not a command array');
  return parsed as PushCommand[];
}

export const yn = (flag: boolean): 'Y' | 'N' => (flag ? 'Y' : 'N');
