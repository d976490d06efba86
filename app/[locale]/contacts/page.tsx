import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { MapEmbed } from '@/components/contacts/map-embed';
import { EquipmentRequest } from '@/components/forms/equipment-request';
import { MailIcon, MapPinIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { BRAND, CONTACT_EMAIL, OFFICES, OFFICES_BY_LOCALE } from '@/lib/constants';
import { pageLocale } from '@/lib/i18n/page-locale';
import { staticPageMetadata } from '@/lib/seo/metadata';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return staticPageMetadata(await pageLocale(params), 'contacts', '/contacts');
}

export default async function ContactsPage({ params }: Props) {
  const locale = await pageLocale(params);
  const [t, equipment] = await Promise.all([getTranslations('Contacts'), getTranslations('EquipmentForm')]);
  const offices = OFFICES_BY_LOCALE[locale] ?? ['rome'];
  return (
    <>
      <PageHeader title={t('title')} lead={t('lead')} />
      <div className="mx-auto max-w-7xl space-y-10 px-4 py-12 sm:px-6">
        <dl className="grid gap-6 sm:grid-cols-2">
          <div className="rounded-xl border border-ink-line p-6">
            <dt className="text-sm font-semibold uppercase tracking-wide text-ink-muted">{t('brandLabel')}</dt>
            <dd className="mt-1 text-xl font-bold text-brand-900">{BRAND.name}</dd>
          </div>
          <div className="rounded-xl border border-ink-line p-6">
            <dt className="text-sm font-semibold uppercase tracking-wide text-ink-muted">{t('emailLabel')}</dt>
            <dd className="mt-1">
              <a
                href={`mailto:${CONTACT_EMAIL}`}
                className="inline-flex min-h-11 items-center gap-2 text-xl font-bold text-accent-700 underline"
              >
                <MailIcon className="size-5" />
                {CONTACT_EMAIL}
              </a>
            </dd>
          </div>
        </dl>
        <section aria-labelledby="equipment-selection" className="flex flex-col gap-4 rounded-xl bg-brand-50 p-6 sm:flex-row sm:items-center sm:justify-between">
          <div className="max-w-prose">
            <h2 id="equipment-selection" className="text-2xl font-bold text-brand-900">
              {equipment('contactsTitle')}
            </h2>
            <p className="mt-2 text-ink-muted">{equipment('contactsText')}</p>
          </div>
          <EquipmentRequest
            href={`mailto:${CONTACT_EMAIL}`}
            productFromQuery
            className="inline-flex min-h-11 shrink-0 items-center justify-center gap-2 rounded-md bg-accent-600 px-5 py-2.5 text-sm font-semibold text-white hover:bg-accent-700"
            data-testid="contacts-equipment-cta"
          >
            {equipment('open')}
          </EquipmentRequest>
        </section>
        {offices.map((id) => {
          const office = OFFICES[id];
          const title = t(`offices.${id}`);
          return (
            <section key={id} aria-labelledby={`office-${id}`} className="grid gap-6 lg:grid-cols-[1fr_2fr]" data-testid={`office-${id}`}>
              <div>
                <h2 id={`office-${id}`} className="text-2xl font-bold text-brand-900">
                  {title}
                </h2>
                <address className="mt-3 flex gap-2 text-lg not-italic">
                  <MapPinIcon className="mt-1 size-5 shrink-0 text-accent-600" />
                  <span>
                    {office.street}
                    <br />
                    {office.postalCode}
                  </span>
                </address>
              </div>
              <MapEmbed
                embedUrl={office.mapEmbedUrl}
                linkUrl={office.mapLinkUrl}
                title={t('mapTitle', { office: title })}
                showLabel={t('showMap')}
                consent={t('mapConsent')}
                externalLabel={t('openMapExternal')}
              />
            </section>
          );
        })}
      </div>
    </>
  );
}
