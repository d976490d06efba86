import { isLocale, routing, type Locale } from '@/i18n/routing';
import * as clock from '@/lib/clock';
import { BRAND } from '@/lib/constants';
import { apiError } from '@/lib/http/api-response';
import { readBodyWithin } from '@/lib/http/body';
import { clientIp } from '@/lib/http/client-ip';
import { internalError, originAllowed } from '@/lib/http/guards';
import { takeRateLimit } from '@/lib/http/rate-limit';
import { serverTranslator } from '@/lib/i18n/messages';
import { BODY_LIMITS } from '@/lib/limits';
import { heldData, heldDataHtml, heldDataJson } from '@/lib/privacy/export';
import { findDataRequest } from '@/lib/privacy/requests';
import { absoluteUrl, localizedPath } from '@/lib/seo/urls';

export const dynamic = 'force-dynamic';

/**
 * The download buttons of a confirmed /your-data request: a form post from the request's page (token, format,
 * locale), answered with everything held for its address as an attachment, JSON or a readable HTML page.
 */
export async function POST(request: Request): Promise<Response> {
  try {
    if (!originAllowed(request.headers)) return apiError('ACCESS_DENIED_NO_CORS');
    const retryAfter = await takeRateLimit('your-data', clientIp(request));
    if (retryAfter !== null) return apiError('TOO_MANY_REQUESTS', undefined, { headers: { 'Retry-After': String(retryAfter) } });
    const bytes = await readBodyWithin(request, BODY_LIMITS.small);
    if (bytes === null) return apiError('PAYLOAD_TOO_LARGE');
    const form = new URLSearchParams(new TextDecoder().decode(bytes));
    const token = (form.get('token') ?? '').trim();
    const asked = form.get('locale') ?? '';
    const locale: Locale = isLocale(asked) ? asked : routing.defaultLocale;
    const found = await findDataRequest(token);
    // A link that expired or was completed meanwhile, or a withdrawal link's request (no download): back to its page.
    if (!found?.confirmedAt || found.leadNumber) return Response.redirect(absoluteUrl(`${localizedPath('/your-data/request', locale)}?token=${encodeURIComponent(token)}`), 303);
    const now = clock.now();
    const data = await heldData(found.email);
    const day = now.toISOString().slice(0, 10);
    const headers = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' };
    if (form.get('format') === 'html') {
      const t = serverTranslator(locale, 'YourData');
      const texts = {
        lang: locale,
        title: t('exportTitle', { brand: BRAND.name }),
        generated: t('exportGenerated'),
        leads: t('exportLeads'),
        subscription: t('exportSubscription'),
        mails: t('exportMails'),
        none: t('exportNone'),
      };
      return new Response(heldDataHtml(data, now, texts), {
        headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8', 'Content-Disposition': `attachment; filename="your-data-${day}.html"` },
      });
    }
    return new Response(heldDataJson(data, now), {
      headers: { ...headers, 'Content-Type': 'application/json; charset=utf-8', 'Content-Disposition': `attachment; filename="your-data-${day}.json"` },
    });
  } catch (error) {
    return internalError(error, 'your-data');
  }
}
