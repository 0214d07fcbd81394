// The outbox's sealed text: readable with its key only, and refused when altered.
import { randomBytes } from 'node:crypto';
import { isSealed, open, seal } from '../../src/lib/sealed-text';

const key = randomBytes(32);
const link =
  'http://localhost:3000/auth/reset-password/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';

describe('sealed text', () => {
  it('hides the text and gives it back with the key', () => {
    const sealed = seal(key, link);
    expect(isSealed(sealed)).toBe(true);
    expect(sealed).not.toContain('reset-password');
    expect(open(key, sealed)).toBe(link);
    // A fresh nonce each time: the same link never seals to the same text.
    expect(seal(key, link)).not.toBe(sealed);
  });

  it('cannot be opened with another key, nor once altered', () => {
    const sealed = seal(key, link);
    expect(() => open(randomBytes(32), sealed)).toThrow();
    // One bit of the ciphertext flipped (editing the base64 text could touch only padding bits).
    const parts = sealed.split('.');
    const cipher = Buffer.from(parts.at(-1)!, 'base64url');
    cipher[0]! ^= 1;
    const altered = [...parts.slice(0, -1), cipher.toString('base64url')].join('.');
    expect(() => open(key, altered)).toThrow();
  });

  it('passes text stored before sealing began through as it is', () => {
    expect(open(key, link)).toBe(link);
  });
});
