import { createCipheriv, randomBytes } from 'node:crypto';
import type { PushCommand } from '../../../shared/api/realtime';

/**
 * Seals a member-channel body as `src/shared/api/realtime.ts` describes: AES-256-CBC, PKCS#7, a
 * random IV per message, `base64(iv):base64(ciphertext)`. Node's cipher here, crypto-js on the
 * client; the format is the contract between them.
 */
export function encryptPush(commands: readonly PushCommand[], keyBase64: string): string {
  const key = Buffer.from(keyBase64, 'base64');
  const iv = randomBytes(16);
  const cipher = createCipheriv('aes-256-cbc', key, iv);
  const sealed = Buffer.concat([cipher.update(JSON.stringify(commands), 'utf8'), cipher.final()]);
  return `${iv.toString('base64')}:${sealed.toString('base64')}`;
}
