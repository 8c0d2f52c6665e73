import { createDecipheriv, createHmac, timingSafeEqual } from 'node:crypto';
import { PUSH_MAC_LABEL, type PushCommand } from '../src/shared/api/realtime';

/**
 * Opens member-channel bodies of one session with Node's crypto, as decryptPush does with crypto-js
 * in the browser (src/shared/api/realtime.ts): the MAC over IV and ciphertext checked first, then
 * AES-256-CBC. crypto-js would make the bench's one process hold tens of MB of garbage per 2,000
 * bodies (what each member's browser makes for its own body only), and its scavenges would fall
 * between the arrivals the bench stamps. Throws on a body without a valid MAC or not a command array.
 */
export function pushOpener(keyBase64: string): (body: string) => PushCommand[] {
  const key = Buffer.from(keyBase64, 'base64');
  const macKey = createHmac('sha256', key).update(PUSH_MAC_LABEL).digest();
  return (body) => {
    const [iv, ciphertext, mac, extra] = body.split(':').map((part) => Buffer.from(part, 'base64'));
    if (!iv || !ciphertext || !mac || extra !== undefined) throw new Error('push body is not iv:ciphertext:mac');
    const expected = createHmac('sha256', macKey).update(iv).update(ciphertext).digest();
    if (mac.length !== expected.length || !timingSafeEqual(mac, expected)) throw new Error('push body fails its MAC');
    const decipher = createDecipheriv('aes-256-cbc', key, iv);
    const parsed: unknown = JSON.parse(Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8'));
    if (!Array.isArray(parsed)) throw new Error('push body is not a command array');
    return parsed as PushCommand[];
  };
}
