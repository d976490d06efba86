import { InternalErrorNotice } from '@/components/admin/internal-error';
import { getAdminT } from '@/lib/admin/i18n';

type Props = { params: Record<string, string | string[] | undefined> };

const DONE = ['created', 'saved', 'published', 'unpublished', 'duplicated', 'deleted', 'pictureAdded', 'pictureRemoved', 'pictureMain'] as const;
const ERRORS = ['CONFLICT', 'NOT_FOUND', 'INVALID', 'CONFIRM', 'NOT_EMPTY'] as const;
const PICTURE_ERRORS = ['EMPTY', 'TOO_LARGE', 'TYPE'] as const;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const pick = <T extends string>(list: readonly T[], value: string | undefined): T | undefined => list.find((item) => item === value);

/**
 * What an action that redirected back reported (`?done=…`, `?error=…`, `?pictureError=…`): the forms that work
 * by redirect (publish, duplicate, delete, upload) say what happened here, also without JavaScript.
 */
export async function Notice({ params }: Props) {
  if (first(params.error) === 'INTERNAL') return <InternalErrorNotice params={params} />;
  const t = await getAdminT('catalogue');
  const done = pick(DONE, first(params.done));
  const error = pick(ERRORS, first(params.error));
  const pictureError = pick(PICTURE_ERRORS, first(params.pictureError));
  if (error || pictureError) {
    return (
      <div role="alert" className="mb-4 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800" data-testid="catalogue-error">
        <p>{error ? t(`notices.error.${error}`) : t(`notices.picture.${pictureError!}`)}</p>
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
    <p role="status" className="mb-4 rounded-md bg-green-50 px-3 py-2 text-sm font-medium text-green-800" data-testid="catalogue-done">
      {t(`notices.done.${done}`)}
    </p>
  );
}
