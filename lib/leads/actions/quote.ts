'use server';

import { cookies } from 'next/headers';
import type { DefaultValues } from 'react-hook-form';
import type * as z from 'zod/mini';
import { formValues, nextAttempt, type FormState } from '@/lib/forms/form-state';
import type { quoteSchema } from '@/lib/forms/quote-schema';
import { actionFailed, guardAction, sentForm } from '@/lib/http/action-guard';
import { submitQuoteRequest } from '@/lib/leads/submit';
import { writeQuote } from '@/lib/quote/cookie';
import { parseQuote, QUOTE_COOKIE } from '@/lib/quote/list';

export type QuoteFormState = FormState<'QUOTE_REQUEST_SENT', DefaultValues<z.input<typeof quoteSchema>>>;

/**
 * The quote request's action (with or without JavaScript). The products and quantities come from the visitor's
 * quote list (its cookie), never from the form; once the request is stored the list is emptied, and the answer
 * carries the lead's number and the total of its priced lines for the confirmation.
 */
export async function sendQuoteRequest(previous: QuoteFormState, sent: FormData): Promise<QuoteFormState> {
  const formData = sentForm(sent);
  const attempt = nextAttempt(previous);
  const values = formValues(formData, ['agreement', 'newsletter', 'dealerContact']);
  const guard = await guardAction('quote');
  if (!guard.ok) return { status: 'failed', code: guard.code, values, attempt };
  try {
    const jar = await cookies();
    const result = await submitQuoteRequest(values, parseQuote(jar.get(QUOTE_COOKIE)?.value), guard.request);
    if (result.ok) {
      writeQuote(jar, []);
      return { status: 'success', code: result.code, attempt, receipt: result.receipt };
    }
    if (result.code === 'QUOTE_EMPTY') return { status: 'failed', code: 'QUOTE_EMPTY', values, attempt };
    return { status: 'invalid', fields: result.fields, values, attempt };
  } catch (error) {
    return { status: 'failed', code: actionFailed(error, 'quote'), values, attempt };
  }
}
