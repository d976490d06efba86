import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';

type Crumb = { href?: string; label: string };
type Props = { items: Crumb[] };

export async function Breadcrumbs({ items }: Props) {
  const t = await getTranslations('Common');
  return (
    <nav aria-label={t('breadcrumbs')} className="mb-4 text-sm">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-ink-muted">
        {items.map((item, index) => (
          <li key={`${item.label}-${index}`} className="flex items-center gap-2">
            {index > 0 ? <span aria-hidden="true">/</span> : null}
            {item.href ? (
              <Link href={item.href} className="hover:text-brand-700 hover:underline">
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className="font-semibold text-ink">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
