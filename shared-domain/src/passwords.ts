// The Add Staff form's random password generator (spec section 3).
import { CONSTANTS } from 'shared-domain';

const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SYMBOLS = '!@#$%&*';
const ALL = LOWER + UPPER + DIGITS + SYMBOLS;

function randomIndex(size: number): number {
  const [value] = globalThis.crypto.getRandomValues(new Uint32Array(1));
  return value! % size;
}

function pick(alphabet: string): string {
  return alphabet[randomIndex(alphabet.length)]!;
}

/**
 * A random password (12 characters by default) that always passes the server rule: at least one
 * lower-case letter, upper-case letter and digit. Look-alike characters (l, I, O, 0, 1) are left
 * out because the password is read off the screen and typed.
 */
export function generatePassword(length: number = CONSTANTS.GENERATED_PASSWORD_LENGTH): string {
  const size = Math.max(length, 3);
  const chars = [pick(LOWER), pick(UPPER), pick(DIGITS)];
  while (chars.length < size) chars.push(pick(ALL));
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomIndex(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}
