/** JSON answers of the API: `{message}` on success, `{error}` (plus details) on failure (SPEC point 8). */

export function apiMessage(message: string, status = 200, init?: ResponseInit) {
  return Response.json({ message }, { ...init, status });
}

export function apiError(error: string, status: number, extra?: Record<string, unknown>, init?: ResponseInit) {
  return Response.json({ error, ...extra }, { ...init, status });
}

/** Thrown inside a guarded handler to answer with an error code; anything else becomes a 500. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly extra?: Record<string, unknown>,
  ) {
    super(code);
  }

  toResponse() {
    return apiError(this.code, this.status, this.extra);
  }
}
