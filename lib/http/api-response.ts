import { HTTP_STATUS, type ApiCode } from './codes';

/** JSON answers of the API: `{message}` on success, `{error}` (plus details) on failure (SPEC point 8). */

export function apiMessage(message: ApiCode, init?: ResponseInit) {
  return Response.json({ message }, { ...init, status: HTTP_STATUS[message] });
}

export function apiError(error: ApiCode, extra?: Record<string, unknown>, init?: ResponseInit) {
  return Response.json({ error, ...extra }, { ...init, status: HTTP_STATUS[error] });
}

/** A domain result as its answer: the code under `message` or `error`, with the status lib/http/codes gives it. */
export function apiResult(result: { ok: boolean; code: ApiCode }) {
  return result.ok ? apiMessage(result.code) : apiError(result.code);
}

/** Thrown inside a guarded handler to answer with an error code; anything else becomes a 500. */
export class ApiError extends Error {
  constructor(
    readonly code: ApiCode,
    readonly extra?: Record<string, unknown>,
  ) {
    super(code);
  }

  toResponse() {
    return apiError(this.code, this.extra);
  }
}
