// Where a lead came from: the page the visitor first landed on in that visit, the host of the site that sent
// them, and the campaign's utm_* parameters. With JavaScript the browser keeps the first landing page and the
// referrer in sessionStorage (components/forms/source-fields.tsx) and the form sends them as hidden fields;
// without it, the form page's own address (the Referer of the form's POST) is the landing page. No cookie.

export type LeadSource = {
  landingPage: string | null;
  referrerHost: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmTerm: string | null;
  utmContent: string | null;
};

/** The hidden fields' names. */
export const SOURCE_FIELDS = { landingPage: 'landingPage', referrer: 'referrer' } as const;

const LANDING_MAX = 500;
const UTM_MAX = 200;
const UTM = { utmSource: 'utm_source', utmMedium: 'utm_medium', utmCampaign: 'utm_campaign', utmTerm: 'utm_term', utmContent: 'utm_content' } as const;

const parseUrl = (value: string, base?: string): URL | null => {
  try {
    return new URL(value, base);
  } catch {
    return null;
  }
};

/** A path with its query on this site ("/ru/catalog?utm_source=yandex"), or null. */
function sitePath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return null;
  const url = parseUrl(value, 'http://site.invalid');
  return url && url.host === 'site.invalid' ? `${url.pathname}${url.search}`.slice(0, LANDING_MAX) : null;
}

/**
 * The source of a lead from the form's hidden fields (`body`), else from the Referer of the form's request
 * (`formPage`, a full URL). A referrer on the site's own host (`siteHost`) is no source: the visitor came from
 * one of our pages.
 */
export function leadSource(body: Record<string, unknown>, formPage: string | null, siteHost: string | null): LeadSource {
  const fromPage = formPage ? parseUrl(formPage) : null;
  const landingPage = sitePath(body[SOURCE_FIELDS.landingPage]) ?? (fromPage ? sitePath(`${fromPage.pathname}${fromPage.search}`) : null);
  const referrer = typeof body[SOURCE_FIELDS.referrer] === 'string' ? parseUrl(body[SOURCE_FIELDS.referrer] as string) : null;
  // A host name is at most 253 characters: a longer "referrer" is made up.
  const foreign = referrer && /^https?:$/.test(referrer.protocol) && referrer.host !== siteHost && referrer.hostname.length <= 253;
  const query = new URLSearchParams(landingPage?.split('?')[1] ?? '');
  const utm = Object.fromEntries(
    Object.entries(UTM).map(([column, parameter]) => [column, query.get(parameter)?.trim().slice(0, UTM_MAX) || null]),
  ) as Pick<LeadSource, keyof typeof UTM>;
  return { landingPage, referrerHost: foreign ? referrer.hostname.toLowerCase() : null, ...utm };
}
