import { draftMode } from 'next/headers';
import { safePath } from '@/lib/admin/content/preview-path';
import { requireStaffRoute } from '@/lib/admin/session';
import { redirectTo } from '@/lib/http/redirect';

/**
 * Preview mode (docs/decisions/0087-drafts-and-history.md): a signed-in staff member who may edit the catalogue
 * turns Next's draft mode on and is sent to the public page, which then shows the working copy (the draft, or
 * the unpublished item) under a banner. `exit=1` turns it off. The page checks the staff session again on every
 * request, so the draft-mode cookie alone shows nothing; the server marks such answers private and noindex.
 */
export async function GET(request: Request) {
  const url = new URL(request.url);
  const path = safePath(url.searchParams.get('path'));
  if (!path) return new Response('A path of this site is required.', { status: 400, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  const mode = await draftMode();
  if (url.searchParams.get('exit') === '1') {
    mode.disable();
    return redirectTo(path);
  }
  const staff = await requireStaffRoute(request, 'catalogue');
  if (staff instanceof Response) return staff;
  mode.enable();
  return redirectTo(path);
}
