import 'server-only';
import { consumeChallenge } from '@/lib/captcha';
import type { FieldErrors } from '@/lib/forms/fields';
import type { Receipt } from '@/lib/forms/form-state';
import { isPlainObject } from '@/lib/forms/fields';
import { parseEquipmentRequest } from '@/lib/forms/equipment-schema';
import { parsePartnerApplication } from '@/lib/forms/partner-schema';
import { parseQuoteRequest } from '@/lib/forms/quote-schema';
import type { QuoteLine } from '@/lib/quote/list';
import { leadSource } from './source';
import { storeEquipmentRequest, storePartnerApplication, storeQuoteRequest, type Requester } from './service';

// A submitted lead form, whichever way it came (the JSON API or the form's server action): checked, then
// stored with its e-mails. The result is a code; the caller decides how to answer it.

const sourceOf = (body: unknown, requester: Requester) => leadSource(isPlainObject(body) ? body : {}, requester.referer ?? null, requester.host ?? null);

export type LeadResult<Ok extends string> = { ok: true; code: Ok } | { ok: false; code: 'VALIDATION_FAILED'; fields: FieldErrors };

/**
 * The partner application. The captcha challenge is used up by this call whatever the outcome, so every
 * attempt needs a new image.
 */
export async function submitPartnerApplication(body: unknown, requester: Requester): Promise<LeadResult<'PARTNER_APPLICATION_ACCEPTED'>> {
  const parsed = parsePartnerApplication(body);
  const input = isPlainObject(body) ? body : {};
  const captchaPassed = await consumeChallenge(input.captchaId, input.captchaAnswer);
  const fields: FieldErrors = parsed.ok ? {} : { ...parsed.fields };
  if (!captchaPassed && !fields.captchaId && !fields.captchaAnswer) fields.captchaAnswer = 'CAPTCHA_INVALID';
  if (!parsed.ok || Object.keys(fields).length) return { ok: false, code: 'VALIDATION_FAILED', fields };
  await storePartnerApplication(parsed.data, requester, sourceOf(body, requester));
  return { ok: true, code: 'PARTNER_APPLICATION_ACCEPTED' };
}

export async function submitEquipmentRequest(body: unknown, requester: Requester): Promise<LeadResult<'EQUIPMENT_REQUEST_SENT'>> {
  const parsed = parseEquipmentRequest(body);
  if (!parsed.ok) return { ok: false, code: 'VALIDATION_FAILED', fields: parsed.fields };
  await storeEquipmentRequest(parsed.data, requester, sourceOf(body, requester));
  return { ok: true, code: 'EQUIPMENT_REQUEST_SENT' };
}

/** A quote request with the visitor's list; an empty list (or one without a published product) is QUOTE_EMPTY. */
export async function submitQuoteRequest(
  body: unknown,
  lines: QuoteLine[],
  requester: Requester,
): Promise<(LeadResult<'QUOTE_REQUEST_SENT'> & { receipt?: Receipt }) | { ok: false; code: 'QUOTE_EMPTY' }> {
  const parsed = parseQuoteRequest(body);
  if (!parsed.ok) return { ok: false, code: 'VALIDATION_FAILED', fields: parsed.fields };
  const stored = lines.length ? await storeQuoteRequest(parsed.data, lines, requester, sourceOf(body, requester)) : null;
  if (!stored) return { ok: false, code: 'QUOTE_EMPTY' };
  return { ok: true, code: 'QUOTE_REQUEST_SENT', receipt: { number: stored.number, total: stored.total, unpriced: stored.unpriced } };
}
