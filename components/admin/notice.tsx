import { InternalErrorNotice } from '@/components/admin/internal-error';
import { Message } from '@/components/admin/message';
import { getAdminT } from '@/lib/admin/i18n';

type Params = Record<string, string | string[] | undefined>;

/** The areas whose actions answer by redirect with `?done=…`, `?error=…` or `?pictureError=…`. */
export type NoticeArea = 'catalogue' | 'projects' | 'documents' | 'dealers';

type Props = {
  area: NoticeArea;
  params: Params;
  /**
   * Where the notice stands: at the top of the page, or in the pictures section, where the staff member is looking
   * after an upload or a picture's button (those redirect to `#pictures`): each shows only its own outcomes.
   */
  place?: 'page' | 'pictures';
  /** Values of the messages (a size limit). */
  values?: Record<string, number>;
};

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const isPictureDone = (code: string) => code.startsWith('picture');

/**
 * What an action that redirected back reported, in the area's words (`notices.done.*`, `notices.error.*`,
 * `notices.picture.*` of its messages: a code without a message there is not shown), also without JavaScript.
 */
export async function Notice({ area, params, place = 'page', values }: Props) {
  // The area is known only at run time here: its message files hold the keys, checked by `has`.
  const t = (await getAdminT(area)) as unknown as { (key: string, values?: Record<string, number>): string; has(key: string): boolean };
  const known = (key: string) => (t.has(key) ? key : undefined);
  const done = first(params.done);
  let error: string | undefined;
  let success: string | undefined;
  if (place === 'pictures') {
    const code = first(params.pictureError);
    if (code === 'INTERNAL') return <InternalErrorNotice params={params} name="pictureError" />;
    error = code ? (known(`notices.picture.${code}`) ?? known(`notices.error.${code}`)) : undefined;
    success = done && isPictureDone(done) ? known(`notices.done.${done}`) : undefined;
  } else {
    const code = first(params.error);
    if (code === 'INTERNAL') return <InternalErrorNotice params={params} />;
    error = code ? known(`notices.error.${code}`) : undefined;
    success = done && !isPictureDone(done) ? known(`notices.done.${done}`) : undefined;
  }
  if (error) {
    return (
      <Message tone="error" className="mb-4" testId={`${area}-error`}>
        <p>{t(error, values)}</p>
        {error.endsWith('.CONFLICT') && t.has('notices.reload') ? (
          <a href="?" className="mt-1 inline-block underline">
            {t('notices.reload')}
          </a>
        ) : null}
      </Message>
    );
  }
  if (!success) return null;
  return (
    <Message tone="success" className="mb-4" testId={`${area}-done`}>
      {t(success)}
    </Message>
  );
}

/**
 * The outcome of a list row's button (retry, cancel), which redirects back with `?result=…`: its message under
 * `results.*` of the area, in green for `retried` and `cancelled`, otherwise as a refusal; INTERNAL with its
 * reference. Shown above the list the button was in.
 */
export async function ResultNotice({ area, params }: { area: 'jobs' | 'outbox'; params: Params }) {
  const code = first(params.result);
  if (code === 'INTERNAL') return <InternalErrorNotice params={params} name="result" />;
  const t = (await getAdminT(area)) as unknown as { (key: string): string; has(key: string): boolean };
  if (!code || !t.has(`results.${code}`)) return null;
  return (
    <Message tone={code === 'retried' || code === 'cancelled' ? 'success' : 'error'} className="mb-4">
      {t(`results.${code}`)}
    </Message>
  );
}
