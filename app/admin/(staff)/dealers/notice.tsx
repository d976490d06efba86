import { InternalErrorNotice } from '@/components/admin/internal-error';
import { getAdminT } from '@/lib/admin/i18n';

type Props = { params: Record<string, string | string[] | undefined> };

const DONE = ['created', 'fromLead', 'exists', 'deleted'] as const;
const ERRORS = ['CONFIRM', 'NOT_FOUND', 'INVALID', 'CONFLICT'] as const;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const pick = <T extends string>(list: readonly T[], value: string | undefined): T | undefined => list.find((item) => item === value);

/** What an action that redirected back reported (`?done=…`, `?error=…`), also without JavaScript. */
export async function Notice({ params }: Props) {
  if (first(params.error) === 'INTERNAL') return <InternalErrorNotice params={params} />;
  const t = await getAdminT('dealers');
  const done = pick(DONE, first(params.done));
  const error = pick(ERRORS, first(params.error));
  if (error) {
    return (
      <p role="alert" className="mb-4 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800" data-testid="dealer-error">
        {t(`notices.error.${error}`)}
      </p>
    );
  }
  if (!done) return null;
  return (
    <p role="status" className="mb-4 rounded-md bg-green-50 px-3 py-2 text-sm font-medium text-green-800" data-testid="dealer-done">
      {t(`notices.done.${done}`)}
    </p>
  );
}
