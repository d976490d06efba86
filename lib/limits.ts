// Every limit the site enforces, in one place: field lengths, body sizes, lifetimes, rate limits and the
// mail sender's timings. Forms (maxLength), schemas and route guards read them from here, so the browser and
// the server never disagree. Settings a deployment may change (e.g. RATE_LIMIT_PER_MINUTE) are in lib/env.ts.

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Bounds of the forms' fields (SPEC point 5 gives the equipment name's; the others are ours). */
export const FORM_LIMITS = {
  fullName: { min: 2, max: 100 },
  companyName: { min: 2, max: 150 },
  equipmentName: { min: 2, max: 50 },
  /** RFC 5321: a path of at most 254 characters. */
  email: { max: 254 },
  /** Longer input is refused before parsing: no real number, spaces and punctuation included, comes close. */
  phone: { max: 32 },
  /** A resident's INN: 10 or 12 digits, with the spaces and dashes people type between groups. */
  inn: { max: 16 },
  /** A non-resident's tax number is free form, within this length. */
  foreignTaxId: { max: 32 },
  productSlug: { max: 200 },
  city: { min: 2, max: 100 },
  /** A quote request's comment. */
  comment: { max: 2000 },
  sourcePage: { max: 300 },
  captchaId: { max: 64 },
  captchaAnswer: { max: 32 },
  /** Whatever a bot writes into the honeypot is kept up to this length. */
  honeypot: { max: 200 },
  /** The lookups' `q` (countries, regions): longer queries are cut, not refused. */
  lookupQuery: { max: 100 },
} as const;

/** Largest request bodies the form endpoints read; more answers 413. */
export const BODY_LIMITS = {
  /** POST /api/partner, /api/equipment. */
  lead: 20 * 1024,
  /** POST /api/subscribe, /api/confirm, /api/unsubscribe. */
  small: 10 * 1024,
} as const;

/** A captcha challenge expires this long after it was created. */
export const CAPTCHA_TTL_MS = 5 * MINUTE;
/** New captcha images a client may fetch per form post it is allowed (a refresh or two per attempt). */
export const CAPTCHA_IMAGES_PER_FORM_POST = 4;

/** A newsletter confirmation link works this long after it was mailed. */
export const CONFIRMATION_TOKEN_TTL_MS = 48 * HOUR;
/** A pending address is mailed again only when its last confirmation e-mail is at least this old. */
export const CONFIRMATION_RESEND_AFTER_MS = 10 * MINUTE;

/** One address gets at most one acknowledgement of a lead in this time (the hourly cap is a setting). */
export const ACK_PER_ADDRESS_WINDOW_MS = 24 * HOUR;

/** The per-IP rate limit counts requests in fixed windows of this length (the budget is a setting). */
export const RATE_LIMIT_WINDOW_SECONDS = 60;

/** The outbox sender (lib/mail/sender.ts). */
export const MAIL_LIMITS = {
  /** Retry delays double up to this. */
  maxRetryDelaySeconds: HOUR / SECOND,
  /** A message still undelivered this long after it was queued is given up. */
  maxMessageAgeMs: 3 * DAY,
  /** How long a claim protects a message from other senders; a crashed sender's claims expire. */
  claimMs: 5 * MINUTE,
  /** Messages claimed per pass. */
  batchSize: 20,
} as const;
