// Every code the JSON API answers, with the HTTP status it travels with: the one place where domain results
// become statuses. `lib/<domain>` modules return codes; route handlers answer them through lib/http.

export const HTTP_STATUS = {
  // Newsletter (SPEC point 8)
  CONFIRMATION_EMAIL_SENT: 200,
  EMAIL_CONFIRMATION_SUCCESS: 200,
  UNSUBSCRIBE_SUCCESS: 200,
  SUBSCRIBER_DELETE_SUCCESS: 200,
  EMAIL_REQUIRED_FIELD: 400,
  INVALID_EMAIL_FORMAT: 400,
  CONFIRMATION_TOKEN_MISSING: 400,
  INVALID_CONFIRMATION_TOKEN: 400,
  UNSUBSCRIBE_TOKEN_MISSING: 400,
  INVALID_UNSUBSCRIBE_TOKEN: 400,
  INVALID_ONE_CLICK_BODY: 400,
  SUBSCRIBER_ID_REQUIRED: 400,
  SUBSCRIBER_NOT_FOUND: 404,
  EMAIL_ALREADY_SUBSCRIBED: 409,
  EMAIL_PENDING_CONFIRMATION: 409,
  ALREADY_UNSUBSCRIBED: 409,
  // Leads
  PARTNER_APPLICATION_ACCEPTED: 201,
  EQUIPMENT_REQUEST_SENT: 201,
  VALIDATION_FAILED: 422,
  // Administration
  REVALIDATED: 200,
  UNAUTHORIZED: 401,
  NOT_FOUND: 404,
  // Request guards
  INVALID_JSON: 400,
  ACCESS_DENIED_NO_CORS: 403,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_SERVER_ERROR: 500,
  /** The database does not answer (lib/database-availability.ts): try again shortly. */
  SERVICE_UNAVAILABLE: 503,
} as const satisfies Record<string, number>;

export type ApiCode = keyof typeof HTTP_STATUS;

/** What a domain function returns: a success code, or a failure code (with details such as field errors). */
export type DomainResult<Ok extends ApiCode, Fail extends ApiCode> = { ok: true; code: Ok } | { ok: false; code: Fail };
