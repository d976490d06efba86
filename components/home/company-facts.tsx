import { getTranslations } from 'next-intl/server';
import { COMPANY_FACTS } from '@/lib/constants';

export async function CompanyFacts() {
  const t = await getTranslations('Home');
  const facts = [
    { key: 'warranty', title: t('facts.warranty.title', { months: COMPANY_FACTS.warrantyMonths }), text: t('facts.warranty.text') },
    {
      key: 'warehouses',
      title: t('facts.warehouses.title', { count: COMPANY_FACTS.regionalWarehouses }),
      text: t('facts.warehouses.text'),
    },
    { key: 'support', title: t('facts.support.title'), text: t('facts.support.text') },
  ];
  return (
    <section aria-labelledby="facts-title">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <h2 id="facts-title" className="text-2xl font-bold text-brand-900">
          {t('factsTitle')}
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {facts.map((fact) => (
            <li key={fact.key} className="rounded-xl border border-ink-line p-6">
              <h3 className="text-lg font-bold text-brand-900">{fact.title}</h3>
              <p className="mt-2 text-ink-muted">{fact.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
