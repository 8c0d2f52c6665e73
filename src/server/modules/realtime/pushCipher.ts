import { createCipheriv, createHmac, randomBytes } from 'node:crypto';
import { PUSH_MAC_LABEL, type PushCommand } from '../../../shared/api/realtime';

/**
 * Seals a member-channel body as `src/shared/api/realtime.ts` describes: AES-256-CBC, PKCS#7, a
 * random IV per message, then HMAC-SHA256 over IV and ciphertext with a key derived from the
 * session key: `base64(iv):base64(ciphertext):base64(mac)`. Node's crypto here, crypto-js on the
 * client; the format is the contract between them.
 */
export function encryptPush(commands: readonly PushCommand[], keyBase64: string): string {
  const key = Buffer.from(keyBase64, 'base64');
  const iv = randomBytes(16);
  const cipher = createCipheriv('aes-256-cbc', key, iv);
  const sealed = Buffer.concat([cipher.update(JSON.stringify(commands), 'utf8'), cipher.final()]);
  const macKey = createHmac('sha256', key).update(PUSH_MAC_LABEL).digest();
  const mac = createHmac('sha256', macKey).update(iv).update(sealed).digest();
  return `${iv.toString('base64')}:${sealed.toString('base64')}:${mac.toString('base64')}`;
}
