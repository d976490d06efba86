'use server';

import { parseSubscription } from '@/lib/forms/subscription-schema';
import { formValues, nextAttempt, type FormFailure } from '@/lib/forms/form-state';
import { actionFailed, guardAction, sentForm } from '@/lib/http/action-guard';
import type { ApiCode } from '@/lib/http/codes';
import { subscribe } from '@/lib/newsletter/service';

/** The footer form keeps no field errors of its own: every answer is one of the newsletter's codes. */
export type NewsletterFormState =
  | { status: 'idle' }
  | { status: 'done'; ok: boolean; code: ApiCode | FormFailure; email: string; attempt: number };

/** The footer's subscription (SPEC point 4), with or without JavaScript. */
export async function subscribeToNewsletter(previous: NewsletterFormState, sent: FormData): Promise<NewsletterFormState> {
  const formData = sentForm(sent);
  const attempt = nextAttempt(previous);
  const values = formValues(formData);
  const email = typeof values.email === 'string' ? values.email : '';
  const guard = await guardAction('subscribe');
  if (!guard.ok) return { status: 'done', ok: false, code: guard.code, email, attempt };
  try {
    const parsed = parseSubscription(values);
    if (!parsed.ok) return { status: 'done', ok: false, code: parsed.code, email, attempt };
    const result = await subscribe({ ...parsed.data, sourcePage: parsed.data.sourcePage ?? '/', ip: guard.request.ip, userAgent: guard.request.userAgent });
    return { status: 'done', ok: result.ok, code: result.code, email: result.ok ? '' : email, attempt };
  } catch (error) {
    return { status: 'done', ok: false, code: actionFailed(error, 'subscribe'), email, attempt };
  }
}
