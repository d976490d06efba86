import { HOTP, Secret } from 'otpauth';

// TOTP codes for staff sign-ins in end-to-end tests, handed out at once, never by waiting for the clock.
//
// better-auth 1.7 (@better-auth/utils/otp verifyTOTP, called by the two-factor plugin with its default window of
// 1) accepts the code of the current 30-second step and those of the steps just before and just after it. The app
// refuses a code it accepted for the same user in the last five minutes (lib/admin/two-factor.ts). So at any moment
// three codes are good, and a test needing two in a row (enrolment, then a sign-in) takes two different steps.
// The code of the next step is handed out first: it stays good longest (30 to 60 s from now).

export const TOTP_PERIOD_S = 30;
/** The steps better-auth accepts on each side of the current one. */
export const TOTP_WINDOW = 1;
/** A code of the previous step dies with the current step: handed out only with at least this long left. */
const MIN_LIFETIME_MS = 10_000;

const given = new Map<string, Set<string>>();

const stepAt = (timeMs: number) => Math.floor(timeMs / 1000 / TOTP_PERIOD_S);

/** The code of one 30-second step (SHA-1, 6 digits, as better-auth and authenticator apps make it). */
export function totpCodeOfStep(secret: string, step: number): string {
  return HOTP.generate({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, counter: step });
}

/** The codes the server accepts at `timeMs` (if not used before), previous step first. */
export function acceptedTotpCodes(secret: string, timeMs = Date.now()): string[] {
  const step = stepAt(timeMs);
  const codes: string[] = [];
  for (let offset = -TOTP_WINDOW; offset <= TOTP_WINDOW; offset += 1) codes.push(totpCodeOfStep(secret, step + offset));
  return codes;
}

/**
 * A code the server accepts now and this process has not handed out before for `secret`: the next step's, else
 * the current one's, else the previous one's while it has at least 10 s left. A fourth code within one step is
 * refused with an error (no test needs one; waiting is what this module avoids).
 */
export function unusedTotpCode(secret: string, timeMs = Date.now()): string {
  const used = given.get(secret) ?? new Set<string>();
  given.set(secret, used);
  const step = stepAt(timeMs);
  const leftInStep = (step + 1) * TOTP_PERIOD_S * 1000 - timeMs;
  const candidates = [step + 1, step, ...(leftInStep >= MIN_LIFETIME_MS ? [step - 1] : [])];
  for (const candidate of candidates) {
    const code = totpCodeOfStep(secret, candidate);
    if (used.has(code)) continue;
    used.add(code);
    return code;
  }
  throw new Error(`unusedTotpCode: every accepted code of this secret was handed out already (step ${step})`);
}

/** A well-formed code the server refuses now: none of the accepted ones. */
export function wrongTotpCode(secret: string, timeMs = Date.now()): string {
  const accepted = new Set(acceptedTotpCodes(secret, timeMs));
  let code = Number(totpCodeOfStep(secret, stepAt(timeMs)));
  do code = (code + 1) % 1_000_000;
  while (accepted.has(String(code).padStart(6, '0')));
  return String(code).padStart(6, '0');
}
