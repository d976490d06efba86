// Request headers that only the production server (lib/server/server.mjs) sets: it deletes any a client sends.
// The .mjs side repeats these names (it runs before the app's TypeScript is loaded).

/** The client's IP, from the socket or (TRUST_PROXY) the rightmost X-Forwarded-For entry. */
export const CLIENT_IP_HEADER = 'x-aeris-client-ip';

/** Asks proxy.ts for the localized 404 page at the request's own URL (lib/server/not-found.mjs). */
export const RENDER_404_HEADER = 'x-aeris-render-404';
