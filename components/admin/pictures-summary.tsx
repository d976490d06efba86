import { FormSection } from '@/components/admin/form-layout';
import { Button } from '@/components/ui/button';
import { Picture } from '@/components/ui/picture';

type Props = {
  pictures: readonly string[];
  labels: { title: string; count: string; manage: string; alt: (number: number) => string };
  /** The form is being sent: the button waits. */
  pending: boolean;
  /** Products are drawn whole (contain); photos of buildings fill their frame (cover). */
  fit: 'contain' | 'cover';
};

/**
 * An edit form's pictures as thumbnails, and the button that saves what is typed (a draft, once published) and
 * opens the pictures page: an upload never throws typed text away. Inside the form, so it submits it.
 */
export function PicturesSummary({ pictures, labels, pending, fit }: Props) {
  return (
    <FormSection title={labels.title}>
      <div id="pictures">
        <p className="mb-3 text-sm text-ink-muted">{labels.count}</p>
        {pictures.length ? (
          <ul className="mb-3 flex flex-wrap gap-2" data-testid="picture-thumbnails">
            {pictures.map((url, index) => (
              <li key={url}>
                <Picture src={url} alt={labels.alt(index + 1)} width={120} height={90} className={`aspect-[4/3] w-28 rounded border border-slate-200 bg-brand-50 ${fit === 'cover' ? 'object-cover' : 'object-contain'}`} />
              </li>
            ))}
          </ul>
        ) : null}
        <Button type="submit" name="intent" value="pictures" variant="outline" size="sm" disabled={pending} data-testid="edit-pictures">
          {labels.manage}
        </Button>
      </div>
    </FormSection>
  );
}
