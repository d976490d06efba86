import { InternalErrorNotice } from '@/components/admin/internal-error';
import { getAdminT } from '@/lib/admin/i18n';
import { MAX_DOCUMENT_BYTES } from '@/lib/documents/rules';

type Props = { params: Record<string, string | string[] | undefined> };

const DONE = ['created', 'saved', 'deleted'] as const;
const ERRORS = ['INVALID', 'CONFLICT', 'NOT_FOUND', 'CONFIRM', 'EMPTY', 'TOO_LARGE', 'TYPE'] as const;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const pick = <T extends string>(list: readonly T[], value: string | undefined): T | undefined => list.find((item) => item === value);

/** What the form's handler or an action reported on its redirect (`?done=…`, `?error=…`), also without JavaScript. */
export async function Notice({ params }: Props) {
  if (first(params.error) === 'INTERNAL') return <InternalErrorNotice params={params} />;
  const t = await getAdminT('documents');
  const done = pick(DONE, first(params.done));
  const error = pick(ERRORS, first(params.error));
  if (error) {
    return (
      <div role="alert" className="mb-4 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800" data-testid="documents-error">
        <p>{t(`notices.error.${error}`, { mb: MAX_DOCUMENT_BYTES / 1024 / 1024 })}</p>
        {error === 'CONFLICT' ? (
          <a href="?" className="mt-1 inline-block underline">
            {t('notices.reload')}
          </a>
        ) : null}
      </div>
    );
  }
  if (!done) return null;
  return (
    <p role="status" className="mb-4 rounded-md bg-green-50 px-3 py-2 text-sm font-medium text-green-800" data-testid="documents-done">
      {t(`notices.done.${done}`)}
    </p>
  );
}
