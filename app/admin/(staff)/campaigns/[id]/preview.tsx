import { campaignBody } from '@/lib/admin/campaigns/service';
import { getAdminT } from '@/lib/admin/i18n';
import type { Locale } from '@/i18n/routing';

type Props = { locales: Locale[]; contents: Partial<Record<Locale, { subject: string; body: string }>> };

/**
 * The saved text of each chosen locale as the mail shows it. Rendered inline (the CSP allows no frames of our
 * own): the HTML comes from the campaign's Markdown renderer, which shows raw HTML as text and keeps only
 * http(s) and mailto links, so staff text cannot inject markup here either.
 */
export async function CampaignPreview({ locales, contents }: Props) {
  const t = await getAdminT('campaigns');
  if (locales.length === 0) return <p className="text-sm">{t('previewEmpty')}</p>;
  return (
    <div className="grid gap-4 xl:grid-cols-3">
      {locales.map((locale) => {
        const content = contents[locale];
        const body = content && content.subject && content.body ? campaignBody(content) : null;
        return (
          <article key={locale} lang={locale} className="rounded-lg border border-slate-200 bg-white" data-testid={`preview-${locale}`}>
            <header className="border-b border-slate-200 px-4 py-2 text-sm">
              <span className="font-semibold uppercase">{locale}</span> · {body ? body.subject : t('missing')}
            </header>
            {body ? <div className="px-4 py-3 text-ink [&_a]:underline" dangerouslySetInnerHTML={{ __html: body.html }} /> : null}
          </article>
        );
      })}
    </div>
  );
}
