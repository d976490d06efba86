import { getTranslations } from 'next-intl/server';
import { ExternalLink } from '@/components/ui/external-link';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { now } from '@/lib/clock';
import { BRAND, CONTACT_EMAIL, FOOTER_OFFICE, OFFICES } from '@/lib/constants';
import { Logo } from './logo';
import type { ToolLink } from './nav-items';
import { NewsletterForm } from './newsletter-form';

type Props = { locale: Locale; tools: ToolLink[] };

export async function Footer({ locale, tools }: Props) {
  const t = await getTranslations({ locale, namespace: 'Footer' });
  const common = await getTranslations({ locale, namespace: 'Common' });
  const nav = await getTranslations({ locale, namespace: 'Nav' });
  const office = OFFICES[FOOTER_OFFICE];
  const year = now().getFullYear();

  return (
    <footer className="dark-section bg-brand-900 text-brand-100" data-testid="site-footer">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-[1.1fr_1.4fr_0.9fr_1fr_1fr]">
        <div className="space-y-3">
          <Logo variant="light" className="h-9 w-auto" />
          <p className="max-w-xs text-sm">{common('slogan')}</p>
        </div>
        <section aria-labelledby="footer-newsletter">
          <h2 id="footer-newsletter" className="text-sm font-bold uppercase tracking-wider text-white">
            {t('newsletterTitle')}
          </h2>
          <p className="mt-2 text-sm">{t('newsletterText')}</p>
          <NewsletterForm />
          <p className="mt-2 text-xs text-brand-200">
            {t.rich('newsletterConsent', {
              link: (chunks) => (
                <Link href="/consent/newsletter" className="underline hover:text-white">
                  {chunks}
                </Link>
              ),
            })}
          </p>
        </section>
        <section aria-labelledby="footer-information">
          <h2 id="footer-information" className="text-sm font-bold uppercase tracking-wider text-white">
            {t('information')}
          </h2>
          <ul className="mt-3 space-y-1 text-sm">
            <li>
              <Link href="/about-us" className="inline-flex min-h-11 items-center hover:text-white hover:underline">
                {nav('aboutUs')}
              </Link>
            </li>
            <li>
              <Link href="/contacts" className="inline-flex min-h-11 items-center hover:text-white hover:underline">
                {nav('contacts')}
              </Link>
            </li>
            <li>
              <Link href="/becomepartner" className="inline-flex min-h-11 items-center hover:text-white hover:underline">
                {nav('becomePartner')}
              </Link>
            </li>
            <li>
              <Link href="/privacy" className="inline-flex min-h-11 items-center hover:text-white hover:underline">
                {t('privacy')}
              </Link>
            </li>
            <li>
              <Link href="/your-data" className="inline-flex min-h-11 items-center hover:text-white hover:underline">
                {t('yourData')}
              </Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-tools">
          <h2 id="footer-tools" className="text-sm font-bold uppercase tracking-wider text-white">
            {nav('tools')}
          </h2>
          <ul className="mt-3 space-y-1 text-sm" data-testid="footer-tools">
            {tools.map((tool) => (
              <li key={tool.key}>
                <Link href={tool.href} className="inline-flex min-h-11 items-center hover:text-white hover:underline">
                  {nav(tool.key)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-contacts">
          <h2 id="footer-contacts" className="text-sm font-bold uppercase tracking-wider text-white">
            {t('contacts')}
          </h2>
          <address className="mt-3 space-y-2 text-sm not-italic">
            <p>
              <span className="block font-semibold text-white">{t('brandOffice')}</span>
              {office.street}
              <br />
              {office.postalCode}, Italia
            </p>
            <p>
              <a href={`mailto:${CONTACT_EMAIL}`} className="inline-flex min-h-11 items-center underline hover:text-white">
                {CONTACT_EMAIL}
              </a>
            </p>
            <p>
              <ExternalLink href={BRAND.developerUrl} className="hover:text-white hover:underline">
                {t('developedBy')}
              </ExternalLink>
            </p>
          </address>
        </section>
      </div>
      <p className="sr-only">{t('partnerProgramme')}</p>
      <div className="border-t border-brand-800">
        <p className="mx-auto max-w-7xl px-4 py-5 text-xs text-brand-200 sm:px-6">
          {t('copyright', { year, brand: BRAND.name })} {t('rights')}
        </p>
      </div>
    </footer>
  );
}
