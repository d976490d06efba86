'use server';

import type { FormFailure } from '@/lib/forms/form-state';
import { actionFailed, guardAction, sentForm } from '@/lib/http/action-guard';
import type { ApiCode } from '@/lib/http/codes';
import { confirm, unsubscribe } from '@/lib/newsletter/service';

/** The confirmation and unsubscribe pages: nothing happens until the visitor presses the page's button. */
export type TokenFormState = { status: 'idle' } | { status: 'done'; ok: boolean; code: ApiCode | FormFailure };

function tokenOf(formData: FormData): string {
  const token = formData.get('token');
  return typeof token === 'string' ? token.trim() : '';
}

export async function confirmSubscription(_previous: TokenFormState, sent: FormData): Promise<TokenFormState> {
  const formData = sentForm(sent);
  const guard = await guardAction('confirm');
  if (!guard.ok) return { status: 'done', ok: false, code: guard.code };
  const token = tokenOf(formData);
  if (!token) return { status: 'done', ok: false, code: 'CONFIRMATION_TOKEN_MISSING' };
  try {
    const result = await confirm(token);
    return { status: 'done', ok: result.ok, code: result.code };
  } catch (error) {
    return { status: 'done', ok: false, code: actionFailed(error, 'confirm') };
  }
}

export async function unsubscribeWithToken(_previous: TokenFormState, sent: FormData): Promise<TokenFormState> {
  const formData = sentForm(sent);
  const guard = await guardAction('unsubscribe');
  if (!guard.ok) return { status: 'done', ok: false, code: guard.code };
  const token = tokenOf(formData);
  if (!token) return { status: 'done', ok: false, code: 'UNSUBSCRIBE_TOKEN_MISSING' };
  try {
    const result = await unsubscribe(token);
    return { status: 'done', ok: result.ok, code: result.code };
  } catch (error) {
    return { status: 'done', ok: false, code: actionFailed(error, 'unsubscribe') };
  }
}
