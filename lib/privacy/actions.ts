'use server';

import { redirect } from '@/i18n/navigation';
import { isLocale, routing, type Locale } from '@/i18n/routing';
import { parseSubscription } from '@/lib/forms/subscription-schema';
import { actionFailed, guardAction, sentForm } from '@/lib/http/action-guard';
import { confirmDataRequest, requestDataLink, requestErasure, withdrawFromLead } from './requests';

// The /your-data forms. The address form answers in place (its state); the others are buttons on the link's pages
// that act, then send the browser back to the request's page (a redirect, so with and without JavaScript alike).

export type YourDataFormState = { status: 'idle' } | { status: 'sent' } | { status: 'invalid' | 'failed'; code: string; email: string };

const field = (formData: FormData, name: string) => {
  const value = formData.get(name);
  return typeof value === 'string' ? value.trim() : '';
};
const localeOf = (formData: FormData): Locale => {
  const value = field(formData, 'locale');
  return isLocale(value) ? value : routing.defaultLocale;
};
/** Back to a request's page, in the visitor's language (with what went wrong, when something did). */
const toRequestPage = (locale: Locale, token: string, error?: string): never =>
  redirect({ href: `/your-data/request?token=${encodeURIComponent(token)}${error ? `&error=${error}` : ''}`, locale });

/** Mails the link for an address (the same answer whether or not we hold anything for it). */
export async function sendYourDataLink(_previous: YourDataFormState, sent: FormData): Promise<YourDataFormState> {
  const formData = sentForm(sent);
  const email = field(formData, 'email').slice(0, 320);
  const guard = await guardAction('your-data');
  if (!guard.ok) return { status: 'failed', code: guard.code, email };
  const parsed = parseSubscription({ email, locale: field(formData, 'locale') });
  if (!parsed.ok) return { status: 'invalid', code: parsed.code, email };
  try {
    await requestDataLink(parsed.data.email, parsed.data.locale);
    return { status: 'sent' };
  } catch (error) {
    return { status: 'failed', code: actionFailed(error, 'your-data'), email };
  }
}

/** The click on the mailed link's page that opens the data. */
export async function openYourData(sent: FormData): Promise<void> {
  const formData = sentForm(sent);
  const [token, locale] = [field(formData, 'token'), localeOf(formData)];
  const guard = await guardAction('your-data');
  if (guard.ok) await confirmDataRequest(token);
  toRequestPage(locale, token, guard.ok ? undefined : guard.code);
}

/** The erasure request, with its confirmation box. */
export async function eraseYourData(sent: FormData): Promise<void> {
  const formData = sentForm(sent);
  const [token, locale] = [field(formData, 'token'), localeOf(formData)];
  const guard = await guardAction('your-data');
  if (!guard.ok) toRequestPage(locale, token, guard.code);
  if (formData.get('confirm') !== 'on') toRequestPage(locale, token, 'CONFIRM_REQUIRED');
  await requestErasure(token);
  toRequestPage(locale, token);
}

/** The withdrawal link of a lead's mail: withdraws and opens the erasure request, then shows its page. */
export async function withdrawYourConsent(sent: FormData): Promise<void> {
  const formData = sentForm(sent);
  const [token, locale] = [field(formData, 'token'), localeOf(formData)];
  const guard = await guardAction('your-data');
  if (!guard.ok) redirect({ href: `/your-data/withdraw?token=${encodeURIComponent(token)}&error=${guard.code}`, locale });
  const requestToken = await withdrawFromLead(token, locale);
  if (requestToken) toRequestPage(locale, requestToken);
  redirect({ href: '/your-data/withdraw?error=INVALID', locale });
}
