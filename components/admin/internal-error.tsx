import { getAdminT } from '@/lib/admin/i18n';
import { Message } from '@/components/admin/message';

type Params = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * What a form that answers by redirect reports when its action failed unexpectedly: `?error=INTERNAL&ref=…`
 * (lib/admin/action.ts), with the reference the error report is filed under. `name` is the query's name for the
 * outcome on that page (`error` or `result`).
 */
export async function InternalErrorNotice({ params, name = 'error' }: { params: Params; name?: string }) {
  if (first(params[name]) !== 'INTERNAL') return null;
  const t = await getAdminT('common');
  const ref = first(params.ref)?.replace(/[^0-9a-f]/g, '').slice(0, 8);
  return (
    <Message tone="error" className="mb-4" testId="internal-error">
      {ref ? t('errors.INTERNAL_REF', { ref }) : t('errors.INTERNAL')}
    </Message>
  );
}
