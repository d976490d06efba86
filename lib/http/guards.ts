import 'server-only';
import * as Sentry from '@sentry/nextjs';
import { isDatabaseUnavailable } from '@/lib/database-availability';
import { env } from '@/lib/env';
import { ApiError, apiError } from './api-response';
import { readBodyWithin } from './body';
import { isSiteOrigin } from './site-origin.mjs';
import { clientIp, userAgent } from './client-ip';
import { takeRateLimit } from './rate-limit';

export type GuardedRequest = {
  request: Request;
  /** The raw body, already checked against the size limit. */
  text: string;
  /** The body parsed as JSON; throws ApiError 400 INVALID_JSON. */
  json(): unknown;
  ip: string;
  userAgent: string;
};

type GuardOptions = {
  /** Names the rate-limit bucket, e.g. "subscribe". */
  endpoint: string;
  maxBytes: number;
  /**
   * A request this endpoint takes in another form than JSON from any origin: the RFC 8058 one-click
   * unsubscribe, which mail providers post from their own servers as a form.
   */
  acceptsForeignForm?: (request: Request) => boolean;
};

const site = new URL(env.SITE_URL);

/** Whether a request's Origin is this site (lib/http/site-origin.mjs). */
export function originAllowed(headers: Pick<Headers, 'get'>): boolean {
  return isSiteOrigin(headers.get('origin'), headers.get('host'), site);
}

const isJson = (request: Request) => /^application\/json\s*(;|$)/i.test(request.headers.get('content-type') ?? '');

async function readLimited(request: Request, maxBytes: number): Promise<string | null> {
  const bytes = await readBodyWithin(request, maxBytes);
  return bytes === null ? null : new TextDecoder().decode(bytes);
}

/** Seconds a client is asked to wait before trying again while the database does not answer. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * Logs and reports an unexpected failure; the answer never carries internals. A database that does not answer
 * is a 503 with Retry-After (the request may be sent again as it is), not a 500.
 */
export function internalError(error: unknown, where: string) {
  if (isDatabaseUnavailable(error)) {
    console.error(`[api] ${where}: the database does not answer`);
    return apiError('SERVICE_UNAVAILABLE', undefined, { headers: { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) } });
  }
  console.error(`[api] ${where} failed:`, error);
  Sentry.captureException(error, { tags: { endpoint: where } });
  return apiError('INTERNAL_SERVER_ERROR');
}

/**
 * Wraps a POST handler with the rules every form endpoint shares. A request that could not come from our own
 * pages (a foreign Origin, a body that is not JSON) is refused first and does not count against the visitor's
 * budget, so a hostile page cannot spend it; then the per-IP rate limit, the body-size limit, JSON parsing, and
 * a 500 without internals for anything unexpected.
 */
export function guardedPost(options: GuardOptions, handler: (input: GuardedRequest) => Promise<Response>) {
  return async function POST(request: Request): Promise<Response> {
    try {
      const foreignForm = options.acceptsForeignForm?.(request) ?? false;
      if (!foreignForm && !originAllowed(request.headers)) return apiError('ACCESS_DENIED_NO_CORS');
      if (!foreignForm && !isJson(request)) return apiError('UNSUPPORTED_MEDIA_TYPE');
      const ip = clientIp(request);
      const retryAfter = await takeRateLimit(options.endpoint, ip);
      if (retryAfter !== null) return apiError('TOO_MANY_REQUESTS', undefined, { headers: { 'Retry-After': String(retryAfter) } });
      const text = await readLimited(request, options.maxBytes);
      if (text === null) return apiError('PAYLOAD_TOO_LARGE');
      return await handler({
        request,
        text,
        json() {
          try {
            return JSON.parse(text);
          } catch {
            throw new ApiError('INVALID_JSON');
          }
        },
        ip,
        userAgent: userAgent(request),
      });
    } catch (error) {
      if (error instanceof ApiError) return error.toResponse();
      return internalError(error, options.endpoint);
    }
  };
}
