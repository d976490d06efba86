import { StatusBadge } from '@/components/admin/status-badge';
import { getAdminT } from '@/lib/admin/i18n';

/** A record's languages with texts missing (IT, RU, EN), or that none is: the lists' translations column. */
export async function MissingLanguages({ missing }: { missing: readonly string[] }) {
  const t = await getAdminT('common');
  return missing.length ? (
    <StatusBadge tone="waiting">{t('translations.missing', { languages: missing.map((locale) => locale.toUpperCase()).join(', ') })}</StatusBadge>
  ) : (
    <span className="text-xs text-ink-muted">{t('translations.complete')}</span>
  );
}
