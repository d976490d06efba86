import { getFormatter, getTranslations } from 'next-intl/server';
import { COMPANY_STATS } from '@/lib/constants';

const ORDER = ['completedProjects', 'satisfiedClients', 'teamMembers', 'yearsOfExperience'] as const;

export async function StatsCounters() {
  const t = await getTranslations('Home');
  const format = await getFormatter();
  return (
    <section aria-labelledby="stats-title" className="border-b border-ink-line">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <h2 id="stats-title" className="sr-only">
          {t('statsTitle')}
        </h2>
        <dl className="grid grid-cols-2 gap-8 lg:grid-cols-4" data-testid="stats">
          {ORDER.map((key) => (
            <div key={key} className="flex flex-col-reverse">
              <dt className="mt-1 text-sm font-semibold uppercase tracking-wide text-ink-muted">{t(`stats.${key}`)}</dt>
              <dd className="text-4xl font-bold text-brand-700 tabular-nums sm:text-5xl">
                {format.number(COMPANY_STATS[key])}
                {key === 'yearsOfExperience' ? '' : '+'}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
