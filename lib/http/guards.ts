import 'server-only';
import * as Sentry from '@sentry/nextjs';
import { env } from '@/lib/env';
import { ApiError, apiError } from './api-response';
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
  /** One-click unsubscribe posts come from mail providers' servers, so they skip the Origin check. */
  skipOriginCheck?: (request: Request) => boolean;
};

const siteOrigin = new URL(env.SITE_URL).origin;

/** A present Origin must be the site's own (SITE_URL) or the host the request was sent to. */
export function originAllowed(headers: Headers): boolean {
  const origin = headers.get('origin');
  if (origin === null) return true;
  if (origin === siteOrigin) return true;
  try {
    return new URL(origin).host === headers.get('host');
  } catch {
    return false;
  }
}

async function readLimited(request: Request, maxBytes: number): Promise<string | null> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) return null;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/** Logs and reports an unexpected failure; the answer never carries internals. */
export function internalError(error: unknown, where: string) {
  console.error(`[api] ${where} failed:`, error);
  Sentry.captureException(error, { tags: { endpoint: where } });
  return apiError('INTERNAL_SERVER_ERROR');
}

/**
 * Wraps a POST handler with the rules every form endpoint shares: the rate limit, the Origin check,
 * the body-size limit, JSON parsing, and a 500 without internals for anything unexpected.
 */
export function guardedPost(options: GuardOptions, handler: (input: GuardedRequest) => Promise<Response>) {
  return async function POST(request: Request): Promise<Response> {
    try {
      const ip = clientIp(request);
      const retryAfter = await takeRateLimit(options.endpoint, ip);
      if (retryAfter !== null) {
        return apiError('TOO_MANY_REQUESTS', undefined, { headers: { 'Retry-After': String(retryAfter) } });
      }
      if (!options.skipOriginCheck?.(request) && !originAllowed(request.headers)) return apiError('ACCESS_DENIED_NO_CORS');
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
