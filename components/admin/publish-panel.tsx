import Link from 'next/link';
import { ConfirmAction } from '@/components/admin/confirm-action';
import { Message } from '@/components/admin/message';
import { Button, buttonClasses } from '@/components/ui/button';
import type { StaffAction } from '@/lib/admin/action';

type Props = {
  record: { id: string; version: number; published: boolean; hasDraft: boolean };
  /** What each incomplete language lacks, each field with its label and the id of its input in the form. */
  incomplete: { locale: string; language: string; fields: { label: string; inputId: string }[] }[];
  /** Publish (or "Publish changes"), and unpublish: the header's toggle action (`published` = the new state). */
  publishAction: StaffAction;
  discardAction: StaffAction;
  /** The public page in preview mode (staff only), and the item's history. */
  previewHref: string;
  historyHref: string;
  labels: {
    title: string;
    draft: string;
    draftHint: string;
    publish: string;
    publishChanges: string;
    unpublish: string;
    discard: string;
    discardConfirm: string;
    preview: string;
    history: string;
    complete: string;
    incomplete: string;
    publishedIncomplete: string;
    unpublishedHint: string;
    missingIn: (language: string) => string;
  };
};

/**
 * Where an editor publishes: the item's state (published, unpublished changes), the per-language checklist with a
 * link to each missing field, and the buttons that fit the state (publish, publish changes, discard the draft,
 * unpublish), with preview and history beside them. Plain forms: works without JavaScript.
 */
export function PublishPanel({ record, incomplete, publishAction, discardAction, previewHref, historyHref, labels }: Props) {
  const complete = incomplete.length === 0;
  const toggle = (published: boolean, text: string, testId: string, variant: 'primary' | 'outline') => (
    <form action={publishAction}>
      <input type="hidden" name="id" value={record.id} />
      <input type="hidden" name="version" value={record.version} />
      <input type="hidden" name="published" value={String(published)} />
      <Button type="submit" size="sm" variant={variant} data-testid={testId}>
        {text}
      </Button>
    </form>
  );
  return (
    <section aria-labelledby="publish-title" className="mb-6 rounded-lg border border-slate-200 bg-white p-4" data-testid="publish-panel">
      <h2 id="publish-title" className="mb-2 text-lg font-semibold text-brand-900">
        {labels.title}
      </h2>
      {record.hasDraft ? (
        <Message tone="warning" role="note" className="mb-3" testId="draft-state">
          <strong>{labels.draft}.</strong> {labels.draftHint}
        </Message>
      ) : !record.published ? (
        <p className="mb-3 text-sm text-ink-muted">{labels.unpublishedHint}</p>
      ) : null}
      {complete ? (
        <p className="mb-3 text-sm text-green-800" data-testid="completeness">
          ✓ {labels.complete}
        </p>
      ) : (
        <div className="mb-3 text-sm" data-testid="completeness">
          <p className="font-semibold text-amber-900">{record.published && !record.hasDraft ? labels.publishedIncomplete : labels.incomplete}</p>
          <ul className="mt-1 space-y-1">
            {incomplete.map(({ locale, language, fields }) => (
              <li key={locale} lang={locale} data-testid={`incomplete-${locale}`}>
                <span className="font-semibold">{labels.missingIn(language)}</span>{' '}
                {fields.map((field, index) => (
                  <span key={field.inputId}>
                    {index > 0 ? ', ' : null}
                    <a href={`#${field.inputId}`} className="text-brand-700 underline">
                      {field.label}
                    </a>
                  </span>
                ))}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="flex flex-wrap items-center gap-3">
        {!record.published ? toggle(true, labels.publish, 'publish', 'primary') : null}
        {record.hasDraft ? toggle(true, labels.publishChanges, 'publish-changes', 'primary') : null}
        <a href={previewHref} className={buttonClasses({ variant: 'outline', size: 'sm' })} data-testid="preview-link" target="_blank" rel="noreferrer">
          {labels.preview}
        </a>
        <Link href={historyHref} className={buttonClasses({ variant: 'ghost', size: 'sm' })} data-testid="history-link">
          {labels.history}
        </Link>
        {record.published ? toggle(false, labels.unpublish, 'unpublish', 'outline') : null}
      </div>
      {record.hasDraft ? (
        <div className="mt-4 border-t border-slate-200 pt-3">
          <ConfirmAction action={discardAction} hidden={{ id: record.id, version: String(record.version) }} confirm={labels.discardConfirm} button={labels.discard} testId="discard-draft" />
        </div>
      ) : null}
    </section>
  );
}
