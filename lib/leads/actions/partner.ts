'use server';

import { cookies } from 'next/headers';
import type { DefaultValues } from 'react-hook-form';
import type * as z from 'zod/mini';
import { CAPTCHA_COOKIE, challengeIdFromCookie } from '@/lib/captcha';
import { formValues, keptValues, nextAttempt, type FormState } from '@/lib/forms/form-state';
import { actionFailed, guardAction, sentForm } from '@/lib/http/action-guard';
import type { partnerFormSchema } from '@/lib/forms/partner-schema';
import { submitPartnerApplication } from '@/lib/leads/submit';

export type PartnerFormState = FormState<'PARTNER_APPLICATION_ACCEPTED', DefaultValues<z.input<typeof partnerFormSchema>>>;

/**
 * The partner form's action (with or without JavaScript). The captcha challenge is the one whose image the
 * visitor saw: its id comes from the signed cookie that image set, never from the form.
 */
export async function sendPartnerApplication(previous: PartnerFormState, sent: FormData): Promise<PartnerFormState> {
  const formData = sentForm(sent);
  const attempt = nextAttempt(previous);
  const values = formValues(formData, ['agreement', 'newsletter']);
  const kept = keptValues(values, ['captchaAnswer', 'captchaId', 'refreshCaptcha']);
  // Without JavaScript the captcha's refresh button sends the form here: a new image, nothing checked or kept.
  if (formData.has('refreshCaptcha')) return { status: 'invalid', fields: {}, values: kept, attempt };
  const guard = await guardAction('partner');
  if (!guard.ok) return { status: 'failed', code: guard.code, values: kept, attempt };
  try {
    const captchaId = await challengeIdFromCookie((await cookies()).get(CAPTCHA_COOKIE)?.value);
    const result = await submitPartnerApplication({ ...values, captchaId: captchaId ?? '' }, guard.request);
    if (result.ok) return { status: 'success', code: result.code, attempt };
    // A missing or expired image is the visitor's captcha to type again.
    const { captchaId: lost, ...fields } = result.fields;
    return { status: 'invalid', fields: lost ? { ...fields, captchaAnswer: fields.captchaAnswer ?? 'CAPTCHA_INVALID' } : fields, values: kept, attempt };
  } catch (error) {
    return { status: 'failed', code: actionFailed(error, 'partner'), values: kept, attempt };
  }
}
