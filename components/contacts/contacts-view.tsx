import { getTranslations } from 'next-intl/server';
import { EquipmentForm } from '@/components/forms/equipment-form';
import { FormMessages } from '@/components/forms/form-messages';
import { MailIcon, MapPinIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import type { Locale } from '@/i18n/routing';
import { BRAND, CONTACT_EMAIL, OFFICES, OFFICES_BY_LOCALE } from '@/lib/constants';
import { MapEmbed } from './map-embed';

type Props = {
  locale: Locale;
  /** The product a visitor asked about (the product page's call to action without JavaScript). */
  product?: { slug: string; name: string | null };
};

/** The contacts page: the brand, the e-mail, the equipment-selection form and the offices. */
export async function ContactsView({ locale, product }: Props) {
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
          <div className="min-w-0 rounded-xl border border-ink-line p-6">
            <dt className="text-sm font-semibold uppercase tracking-wide text-ink-muted">{t('emailLabel')}</dt>
            <dd className="mt-1">
              <a href={`mailto:${CONTACT_EMAIL}`} className="inline-flex min-h-11 max-w-full items-center gap-2 break-all text-base font-bold text-accent-700 underline sm:text-xl">
                <MailIcon className="size-5 shrink-0" />
                {CONTACT_EMAIL}
              </a>
            </dd>
          </div>
        </dl>
        <section id="equipment-selection" aria-labelledby="equipment-selection-title" className="grid gap-6 rounded-xl bg-brand-50 px-4 py-6 sm:p-8 lg:grid-cols-[1fr_1.2fr]">
          <div className="max-w-prose">
            <h2 id="equipment-selection-title" className="text-2xl font-bold text-brand-900">
              {equipment('contactsTitle')}
            </h2>
            <p className="mt-2 text-ink-muted">{equipment('contactsText')}</p>
          </div>
          <div className="rounded-xl border border-ink-line bg-white p-4 shadow-sm sm:p-6">
            <FormMessages namespace="EquipmentForm">
              <EquipmentForm productSlug={product?.slug} productName={product?.name} />
            </FormMessages>
          </div>
        </section>
        {offices.map((id) => {
          const office = OFFICES[id];
          const title = t(`offices.${id}`);
          return (
            <section key={id} aria-labelledby={`office-${id}`} className="grid grid-cols-1 gap-6 lg:grid-cols-[1fr_2fr]" data-testid={`office-${id}`}>
              <div className="min-w-0">
                <p className="text-sm font-semibold uppercase tracking-wide text-accent-700">{t(`officeRoles.${id}`)}</p>
                <h2 id={`office-${id}`} className="mt-1 text-2xl font-bold text-brand-900">
                  {title}
                </h2>
                <address className="mt-3 flex gap-2 text-lg not-italic">
                  <MapPinIcon className="mt-1 size-5 shrink-0 text-accent-600" />
                  <span>
                    {office.street}
                    <br />
                    {office.postalCode}
                    {office.latin && locale !== 'ru' ? (
                      <span className="mt-2 block text-base text-ink-muted" lang="en">
                        <span className="sr-only">{t('latinAddress')}: </span>
                        {office.latin.street}, {office.latin.postalCode}
                      </span>
                    ) : null}
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
