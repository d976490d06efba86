// Waiting between attempts, and what a failure leaves in the row, for the outbox sender and the job runner.

/** Seconds to wait after the given number of failed attempts: base, 2×base, 4×base… capped at `maxSeconds`. */
export function backoffSeconds(failedAttempts: number, baseSeconds: number, maxSeconds: number) {
  return Math.min(baseSeconds * 2 ** Math.max(0, failedAttempts - 1), maxSeconds);
}

/** An error as one line for the row's lastError (an SMTP error keeps its code and response code). */
export function describeError(error: unknown) {
  if (error instanceof Error) {
    const { responseCode, code } = error as Error & { responseCode?: number; code?: string };
    return [code, responseCode, error.message].filter(Boolean).join(' ').slice(0, 1000);
  }
  return String(error).slice(0, 1000);
}
