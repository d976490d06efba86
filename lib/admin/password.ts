import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MIN_LENGTH } from './limits';

const COMMON = new Set(dictionary['passwords-common'].map((word) => word.toLowerCase()));

export type PasswordProblem = 'TOO_SHORT' | 'TOO_LONG' | 'COMMON';

/**
 * Why a staff password is refused, or null. Beyond the length: a password from zxcvbn's list of the commonest
 * passwords (49,000 of them), also when it only adds digits or symbols at either end ("Password2024!"), or
 * repeats one ("qwertyqwerty"), and one made of a single repeated character, or of the user's own address.
 */
export function passwordProblem(password: string, email = ''): PasswordProblem | null {
  if (password.length < PASSWORD_MIN_LENGTH) return 'TOO_SHORT';
  if (password.length > 128) return 'TOO_LONG';
  const lower = password.toLowerCase();
  const core = lower.replace(/^[\d\W_]+|[\d\W_]+$/g, '');
  const candidates = [lower, core];
  for (const word of [lower, core]) {
    for (let size = 3; size <= word.length / 2; size += 1) {
      if (word.length % size === 0 && word.slice(0, size).repeat(word.length / size) === word) candidates.push(word.slice(0, size));
    }
  }
  if (candidates.some((word) => word !== '' && COMMON.has(word))) return 'COMMON';
  if (new Set(lower).size <= 2) return 'COMMON';
  const local = email.toLowerCase().split('@')[0] ?? '';
  if (local.length >= 3 && (core === local || lower === email.toLowerCase())) return 'COMMON';
  return null;
}
