// The client section of the settings: values next.config.ts bakes into the browser bundle at build time
// (from BUILD_ID and SENTRY_DSN). Browser code reads them here, never from process.env; the server's settings
// are in lib/env.ts, which re-exports this section.

export const publicEnv = {
  /** The build's id; /api/version answers the running one and the browser compares the two. */
  BUILD_ID: process.env.NEXT_PUBLIC_BUILD_ID ?? '',
  /** Sentry's DSN in the browser; empty: nothing is reported and the SDK is never loaded. */
  SENTRY_DSN: process.env.NEXT_PUBLIC_SENTRY_DSN ?? '',
} as const;
