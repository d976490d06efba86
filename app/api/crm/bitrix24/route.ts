import { env } from '@/lib/env';
import { bitrixTokenMatches } from '@/lib/crm/status';
import { queueStatusSync } from '@/lib/crm/queue';
import { readBodyWithin } from '@/lib/http/body';
import { BODY_LIMITS } from '@/lib/limits';

export const dynamic = 'force-dynamic';

/**
 * Bitrix24's outbound webhook (ONCRMLEADUPDATE), posted as a form from Bitrix24's servers: authenticated by its
 * application_token, it queues the lead's status to be read back (lib/crm/status.ts) and answers 200 at once.
 */
export async function POST(request: Request): Promise<Response> {
  const body = await readBodyWithin(request, BODY_LIMITS.small);
  if (!body) return new Response(null, { status: 413 });
  const form = new URLSearchParams(body.toString('utf8'));
  if (!bitrixTokenMatches(form.get('auth[application_token]'), env.BITRIX24_APPLICATION_TOKEN)) return new Response(null, { status: 401 });
  const id = form.get('data[FIELDS][ID]');
  if (form.get('event')?.toUpperCase() === 'ONCRMLEADUPDATE' && id && /^\d{1,12}$/.test(id)) await queueStatusSync('bitrix24', id);
  return new Response(null, { status: 200 });
}
