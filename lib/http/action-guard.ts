import 'server-only';
import * as Sentry from '@sentry/nextjs';
import { headers } from 'next/headers';
import type { FormFailure } from '@/lib/forms/form-state';
import { CLIENT_IP_HEADER } from './client-ip';
import { originAllowed } from './guards';
import { takeRateLimit } from './rate-limit';

export type ActionRequest = { ip: string; userAgent: string; origin: string | null; host: string | null; referer: string | null };

/**
 * The request guards of a form's server action, the same rules as the JSON endpoints' (lib/http/guards.ts):
 * the Origin rule, then the per-IP rate limit of `endpoint`. Next checks the body size and its own Origin rule
 * before the action runs.
 */
export async function guardAction(endpoint: string): Promise<{ ok: true; request: ActionRequest } | { ok: false; code: FormFailure }> {
  const list = await headers();
  const request: ActionRequest = {
    ip: list.get(CLIENT_IP_HEADER) ?? 'unknown',
    userAgent: (list.get('user-agent') ?? '').slice(0, 500),
    origin: list.get('origin'),
    host: list.get('host'),
    referer: list.get('referer'),
  };
  if (!originAllowed(list)) return { ok: false, code: 'ACCESS_DENIED_NO_CORS' };
  if ((await takeRateLimit(endpoint, request.ip)) !== null) return { ok: false, code: 'TOO_MANY_REQUESTS' };
  return { ok: true, request };
}

/** Logs and reports an action's unexpected failure; the visitor sees only the generic error. */
export function actionFailed(error: unknown, endpoint: string): 'INTERNAL_SERVER_ERROR' {
  console.error(`[action] ${endpoint} failed:`, error);
  Sentry.captureException(error, { tags: { action: endpoint } });
  return 'INTERNAL_SERVER_ERROR';
}

/**
 * The form data an action was called with. A server action can be called by its id with anything (`null`, a JSON
 * array, nothing): that is read as an empty form, which every action refuses like a form sent empty, instead of
 * failing with a 500.
 */
export function sentForm(value: unknown): FormData {
  return value instanceof FormData ? value : new FormData();
}
