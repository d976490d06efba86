// The back office's numbers, in one place. No zod here: browser code imports these (see lib/admin/leads/values.ts).

/** Staff passwords: at least this long, and not on the list of common passwords (lib/admin/password.ts). */
export const PASSWORD_MIN_LENGTH = 12;
/** A session unused this long is over (idle expiry). */
export const SESSION_IDLE_SECONDS = 12 * 60 * 60;
/** A "forgot password" link works once, within this time. */
export const RESET_LINK_TTL_SECONDS = 60 * 60;
/** Reset links mailed to one account in an hour, whoever asks: more requests are answered the same and send nothing. */
export const RESET_MAILS_PER_HOUR = 3;
/** An invitation link works once, within this time. */
export const INVITE_LINK_TTL_SECONDS = 24 * 60 * 60;
/** Sign-in attempts per IP address and per account in SIGN_IN_WINDOW_SECONDS. */
export const SIGN_IN_ATTEMPTS = 10;
export const SIGN_IN_WINDOW_SECONDS = 15 * 60;
/** An account locked by SIGN_IN_ATTEMPTS gets one mail an hour with a link (valid this long) that ends the lock. */
export const UNLOCK_LINK_TTL_SECONDS = 60 * 60;
export const UNLOCK_MAILS_PER_HOUR = 1;
/** Rows per page in the back office's lists. */
export const PAGE_SIZE = 50;
/** The longest campaign name, subject and Markdown body. */
export const CAMPAIGN_LIMITS = { name: 120, subject: 200, body: 50_000 } as const;
