import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { getProductFamilies } from '@/lib/catalogue/categories';
import { Picture } from '@/components/ui/picture';

type Props = { locale: Locale };

export async function ProductFamilies({ locale }: Props) {
  const [t, families] = await Promise.all([getTranslations('Home'), getProductFamilies(locale)]);
  return (
    <section aria-labelledby="families-title" className="bg-brand-50">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <h2 id="families-title" className="text-2xl font-bold text-brand-900">
          {t('familiesTitle')}
        </h2>
        <p className="mt-2 max-w-prose text-ink-muted">{t('familiesLead')}</p>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {families.map((family) => (
            <li key={family.slug}>
              <Link
                href={`/categories/${family.slug}`}
                prefetch={false}
                className="group flex h-full flex-col overflow-hidden rounded-xl border border-ink-line bg-white hover:border-brand-300 hover:shadow-md"
              >
                {family.picture ? (
                  <Picture src={family.picture} alt="" width={480} height={360} className="aspect-[4/3] w-full object-cover" />
                ) : (
                  <span aria-hidden="true" className="aspect-[4/3] w-full bg-brand-100" />
                )}
                <span className="p-5 text-lg font-bold text-brand-900 group-hover:text-brand-700">{family.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
