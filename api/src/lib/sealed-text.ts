// Text kept encrypted at rest (AES-256-GCM): the e-mail outbox's bodies and links carry live
// tokens, and whoever reads the database must not be able to use them. The key lives outside the
// database (derived from JWT_SECRET, which production requires in the environment).
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const PREFIX = 'sealed:v1:';

export function seal(key: Buffer, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return `${PREFIX}${[iv, cipher.getAuthTag(), sealed].map((b) => b.toString('base64url')).join('.')}`;
}

export const isSealed = (value: string) => value.startsWith(PREFIX);

/**
 * The text of a sealed value. A value stored before sealing began is returned as it is; one
 * sealed under another key, or altered, throws.
 */
export function open(key: Buffer, value: string): string {
  if (!isSealed(value)) return value;
  const [iv, tag, sealed] = value
    .slice(PREFIX.length)
    .split('.')
    .map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !sealed) throw new Error('malformed sealed text');
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8');
}
