import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { BRAND, CONTACT_EMAIL } from '@/lib/constants';
import { env } from '@/lib/env';
import { PASSWORD_MIN_LENGTH } from './limits';

const COMMON = new Set(dictionary['passwords-common'].map((word) => word.toLowerCase()));

/**
 * zxcvbn's score a staff password must reach (0-4): 3 is "safely unguessable" against an online attack, which is
 * all a sign-in limited per account can meet. Scored on the password as typed and with its spaces and
 * separators removed ("p a s s w o r d" is "password").
 */
export const MIN_PASSWORD_SCORE = 3;

/**
 * Passphrases everyone has read, which zxcvbn scores as strong because their words are long: refused whole, in
 * part ("correcthorsebattery") or with something added, once spaces and separators are removed.
 */
const FAMOUS_PASSPHRASES = [
  'correct horse battery staple',
  'the quick brown fox jumps over the lazy dog',
  'to be or not to be that is the question',
  'may the force be with you',
  'one ring to rule them all',
  'all your base are belong to us',
  'never gonna give you up',
  'open sesame',
  'let me in please',
  'i love you forever',
  'trust no one',
  'hello world',
].map((phrase) => phrase.replace(/\s+/g, ''));

const zxcvbn = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });

/** The site's own words, which a guesser tries first: the brand, the site's host, the contact address. */
const SITE_WORDS = [...BRAND.name.toLowerCase().split(/\s+/), BRAND.name.replace(/\s+/g, '').toLowerCase(), new URL(env.SITE_URL).hostname, CONTACT_EMAIL];

export type PasswordProblem = 'TOO_SHORT' | 'TOO_LONG' | 'COMMON' | 'WEAK';

const withoutSeparators = (text: string) => text.replace(/[\s._\-+·,;:|/\\]+/g, '');

/**
 * Why a staff password is refused, or null. Beyond the length: a password from zxcvbn's list of the commonest
 * passwords (49,000 of them), also when it only adds digits or symbols at either end ("Password2024!"), or
 * repeats one ("qwertyqwerty"), one made of a single repeated character, or of the user's own address (COMMON);
 * then one zxcvbn scores below MIN_PASSWORD_SCORE with the site's words and the user's address as context
 * (keyboard walks, sequences, "aerisclima2026"), or a famous passphrase (WEAK).
 */
export function passwordProblem(password: string, email = ''): PasswordProblem | null {
  if (password.length < PASSWORD_MIN_LENGTH) return 'TOO_SHORT';
  if (password.length > 128) return 'TOO_LONG';
  const lower = password.toLowerCase();
  const core = lower.replace(/^[\d\W_]+|[\d\W_]+$/g, '');
  const candidates = [lower, core, withoutSeparators(lower)];
  for (const word of [lower, core]) {
    for (let size = 3; size <= word.length / 2; size += 1) {
      if (word.length % size === 0 && word.slice(0, size).repeat(word.length / size) === word) candidates.push(word.slice(0, size));
    }
  }
  if (candidates.some((word) => word !== '' && COMMON.has(word))) return 'COMMON';
  if (new Set(lower).size <= 2) return 'COMMON';
  const address = email.toLowerCase();
  const local = address.split('@')[0] ?? '';
  if (local.length >= 3 && (core === local || lower === address)) return 'COMMON';

  const joined = withoutSeparators(lower);
  if (FAMOUS_PASSPHRASES.some((phrase) => phrase.includes(joined) || joined.includes(phrase))) return 'WEAK';
  const context = [...SITE_WORDS, ...(address ? [address, local, withoutSeparators(local), ...local.split(/[._\-+]+/)] : [])].filter((word) => word.length >= 3);
  const score = Math.min(zxcvbn.check(password, context).score, zxcvbn.check(withoutSeparators(password), context).score);
  return score < MIN_PASSWORD_SCORE ? 'WEAK' : null;
}
