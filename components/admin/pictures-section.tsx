import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/field';
import { Picture } from '@/components/ui/picture';
import type { StaffAction } from '@/lib/admin/action';
import { getAdminT } from '@/lib/admin/i18n';

type Props = {
  /** Whose `pictures.*` messages name the section (a product's "pictures", a project's "photos"). */
  area: 'catalogue' | 'projects';
  hint: string;
  record: { id: string; version: number; pictures: readonly string[] };
  /** Make main (`intent=main`) or remove (`intent=remove`) one picture. */
  action: StaffAction;
  /** The upload route (multipart, no JavaScript needed); none once the record holds its maximum. */
  uploadUrl: string | null;
  /** The outcome of the last upload or button, shown here, where the staff member is looking. */
  notice: ReactNode;
  fit?: 'contain' | 'cover';
};

/**
 * A record's pictures (`#pictures`, where the upload and the buttons come back to): each with "make main" and
 * "remove", then the upload form. The first picture is the main one on the public pages.
 */
export async function PicturesSection({ area, hint, record, action, uploadUrl, notice, fit = 'contain' }: Props) {
  // The area is a run-time choice: both message files hold the same `pictures.*` keys.
  const t = (await getAdminT(area)) as unknown as (key: string, values?: Record<string, number>) => string;
  const hidden = (url: string) => (
    <>
      <input type="hidden" name="id" value={record.id} />
      <input type="hidden" name="version" value={record.version} />
      <input type="hidden" name="url" value={url} />
    </>
  );
  return (
    <section id="pictures" aria-labelledby="pictures-title" className="mt-8 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="pictures-title" className="mb-2 text-lg font-semibold text-brand-900">
        {t('pictures.title')}
      </h2>
      <p className="mb-4 max-w-prose text-sm text-ink-muted">{hint}</p>
      {notice}
      {record.pictures.length ? (
        <ul className="mb-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="picture-list">
          {record.pictures.map((url, index) => (
            <li key={url} className="rounded-md border border-slate-200 p-2">
              <Picture src={url} alt={t('pictures.alt', { number: index + 1 })} width={480} height={360} className={`aspect-[4/3] w-full bg-brand-50 ${fit === 'cover' ? 'object-cover' : 'object-contain'}`} />
              <p className="mt-1 text-xs text-ink-muted">{index === 0 ? t('pictures.main') : null}</p>
              <div className="mt-2 flex flex-wrap gap-2">
                {index > 0 ? (
                  <form action={action}>
                    {hidden(url)}
                    <Button type="submit" name="intent" value="main" variant="ghost" size="sm">
                      {t('pictures.makeMain')}
                    </Button>
                  </form>
                ) : null}
                <form action={action}>
                  {hidden(url)}
                  <Button type="submit" name="intent" value="remove" variant="ghost" size="sm">
                    {t('pictures.remove', { number: index + 1 })}
                  </Button>
                </form>
              </div>
            </li>
          ))}
        </ul>
      ) : area === 'projects' ? (
        <p className="mb-4 text-sm text-ink-muted">{t('pictures.none')}</p>
      ) : null}
      {uploadUrl ? (
        <form method="post" action={uploadUrl} encType="multipart/form-data" className="flex flex-wrap items-end gap-3">
          <input type="hidden" name="version" value={record.version} />
          <div>
            <Label htmlFor="picture-file">{t('pictures.file')}</Label>
            <input id="picture-file" name="picture" type="file" accept="image/jpeg,image/png,image/webp" required className="block min-h-11 text-sm" />
          </div>
          <Button type="submit" size="sm" data-testid="picture-upload">
            {t('pictures.upload')}
          </Button>
        </form>
      ) : null}
    </section>
  );
}
