import Link from 'next/link';
import { ConfirmAction } from '@/components/admin/confirm-action';
import { Message } from '@/components/admin/message';
import { Button, buttonClasses } from '@/components/ui/button';
import type { StaffAction } from '@/lib/admin/action';
import { getAdminT } from '@/lib/admin/i18n';
import type { AdminArea } from '@/lib/admin/i18n';
import type { ContentEntity } from '@/lib/admin/content/completeness';
import { readSchedules } from '@/lib/admin/content/schedule';
import { formatDateTime, zoneLabel, wallTime, type Reader } from '@/lib/admin/time-zone';
import { now } from '@/lib/clock';
import { Input, Select } from '@/components/ui/input';
import { Label } from '@/components/ui/field';

type Props = {
  /** Whose messages name the fields (`fields.<name>`): the item's editor's. */
  area: AdminArea;
  record: { id: string; version: number; published: boolean; hasDraft: boolean };
  /** False for an item that is always public (a category): no "Unpublish". */
  canUnpublish?: boolean;
  /** Each incomplete language and the required texts it lacks (lib/admin/content/completeness.ts). */
  incomplete: readonly { locale: string; missing: readonly string[] }[];
  /** Publish (or "Publish changes"), and unpublish: the header's toggle action (`published` = the new state). */
  publishAction: StaffAction;
  discardAction: StaffAction;
  /** The public page in preview mode (staff only; none for an item without a page of its own), and the item's history. */
  previewHref?: string;
  historyHref: string;
  /** Scheduled publishing (lib/admin/content/schedule.ts): the item's kind, its two actions, whom the times are for. */
  schedule: { entity: ContentEntity; action: StaffAction; cancelAction: StaffAction; reader: Reader };
};

/**
 * Where an editor publishes: the item's state (published, unpublished changes), the per-language checklist with a
 * link to each missing field, and the buttons that fit the state (publish, publish changes, discard the draft,
 * unpublish), with preview and history beside them. Plain forms: works without JavaScript.
 */
export async function PublishPanel({ area, record, canUnpublish = true, incomplete, publishAction, discardAction, previewHref, historyHref, schedule }: Props) {
  const [own, common] = await Promise.all([getAdminT(area), getAdminT('common')]);
  // Field and language names are looked up by the rule's names: the messages hold one for each.
  const field = own as unknown as (key: string) => string;
  const language = common as unknown as (key: string) => string;
  const t = (key: string, values?: Record<string, string>) => (common as unknown as (key: string, values?: Record<string, string>) => string)(key, values);
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
        {t('workflow.title')}
      </h2>
      {record.hasDraft ? (
        <Message tone="warning" role="note" className="mb-3" testId="draft-state">
          <strong>{t('workflow.draft')}.</strong> {t('workflow.draftHint')}
        </Message>
      ) : !record.published ? (
        <p className="mb-3 text-sm text-ink-muted">{t('workflow.unpublishedHint')}</p>
      ) : null}
      {complete ? (
        <p className="mb-3 text-sm text-green-800" data-testid="completeness">
          ✓ {t('workflow.complete')}
        </p>
      ) : (
        <div className="mb-3 text-sm" data-testid="completeness">
          <p className="font-semibold text-amber-900">{record.published && !record.hasDraft ? t('workflow.publishedIncomplete') : t('workflow.incomplete')}</p>
          <ul className="mt-1 space-y-1">
            {incomplete.map(({ locale, missing }) => (
              <li key={locale} data-testid={`incomplete-${locale}`}>
                <span className="font-semibold">{t('workflow.missingIn', { language: language(`languages.${locale}`) })}</span>{' '}
                {missing.map((name, index) => (
                  <span key={name}>
                    {index > 0 ? ', ' : null}
                    {/* The field's input in the edit form below (its id is its name there). */}
                    <a href={`#translations.${locale}.${name}`} className="text-brand-700 underline">
                      {field(`fields.${name}`)}
                    </a>
                  </span>
                ))}
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="flex flex-wrap items-center gap-3">
        {!record.published ? toggle(true, t('workflow.publish'), 'publish', 'primary') : null}
        {record.hasDraft ? toggle(true, t('workflow.publishChanges'), 'publish-changes', 'primary') : null}
        {previewHref ? (
          <a href={previewHref} className={buttonClasses({ variant: 'outline', size: 'sm' })} data-testid="preview-link" target="_blank" rel="noreferrer">
            {t('workflow.preview')}
          </a>
        ) : null}
        <Link href={historyHref} className={buttonClasses({ variant: 'ghost', size: 'sm' })} data-testid="history-link">
          {t('workflow.history')}
        </Link>
        {record.published && canUnpublish ? toggle(false, t('workflow.unpublish'), 'unpublish', 'outline') : null}
      </div>
      <ScheduleSection record={record} canUnpublish={canUnpublish} {...schedule} />
      {record.hasDraft ? (
        <div className="mt-4 border-t border-slate-200 pt-3">
          <ConfirmAction action={discardAction} hidden={{ id: record.id, version: String(record.version) }} confirm={t('workflow.discardConfirm')} button={t('workflow.discard')} testId="discard-draft" />
        </div>
      ) : null}
    </section>
  );
}

type ScheduleProps = Props['schedule'] & Pick<Props, 'record' | 'canUnpublish'>;

/**
 * "Publish at" and "Unpublish at": the item's waiting (or failed) scheduled changes, each with its time in the
 * reader's zone and who set it, and a form for a new one (a plain form: no JavaScript needed). A failed one says
 * why, until it is cancelled or scheduled again.
 */
async function ScheduleSection({ entity, action, cancelAction, reader, record, canUnpublish }: ScheduleProps) {
  const [common, items] = await Promise.all([getAdminT('common'), readSchedules(entity, record.id)]);
  const t = common as unknown as (key: string, values?: Record<string, string>) => string;
  const publishLabel = record.hasDraft ? 'publishChanges' : 'publish';
  const choices = [
    ...(!record.published || record.hasDraft ? [{ value: 'publish', label: t(`workflow.schedule.actions.${publishLabel}`) }] : []),
    ...(record.published && canUnpublish ? [{ value: 'unpublish', label: t('workflow.schedule.actions.unpublish') }] : []),
  ];
  // The moment with its offset, and the zone's name unless the offset already is it ("UTC").
  const at = (date: Date) => (reader.timeZone === 'UTC' ? formatDateTime(date, reader) : `${formatDateTime(date, reader)} (${reader.timeZone})`);
  const what = (kind: string) => (kind === 'publish' ? publishLabel : kind);
  // The form's suggestion: the next full hour in the reader's zone.
  const nextHour = new Date(Math.ceil((now().getTime() + 1) / 3_600_000) * 3_600_000);
  return (
    <div className="mt-4 border-t border-slate-200 pt-3" data-testid="schedule">
      <h3 className="mb-2 text-sm font-semibold text-brand-900">{t('workflow.schedule.title')}</h3>
      {items.length > 0 ? (
        <ul className="mb-3 space-y-2 text-sm">
          {items.map((item) => (
            <li key={item.action} className="flex flex-wrap items-center gap-x-3 gap-y-1" data-testid={`scheduled-${item.action}`}>
              {item.failure ? (
                <Message tone="error" role="note" className="w-full">
                  {t(`workflow.schedule.failed.${item.failure}`, { action: t(`workflow.schedule.actions.${what(item.action)}`), at: at(item.at) })}
                </Message>
              ) : (
                <span>
                  {t(`workflow.schedule.pending.${what(item.action)}`, { at: at(item.at), by: item.by })}
                  {item.status === 'running' ? ` ${t('workflow.schedule.running')}` : ''}
                </span>
              )}
              {item.status !== 'running' ? (
                <form action={cancelAction}>
                  <input type="hidden" name="id" value={record.id} />
                  <input type="hidden" name="action" value={item.action} />
                  <Button type="submit" size="sm" variant="ghost" data-testid={`cancel-${item.action}`}>
                    {t('workflow.schedule.cancel')}
                  </Button>
                </form>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {choices.length > 0 ? (
        <form action={action} className="flex flex-wrap items-end gap-3" data-testid="schedule-form">
          <input type="hidden" name="id" value={record.id} />
          <input type="hidden" name="version" value={record.version} />
          <div>
            <Label htmlFor="schedule-action">{t('workflow.schedule.what')}</Label>
            <Select id="schedule-action" name="action" defaultValue={choices[0]!.value}>
              {choices.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </Select>
          </div>
          <div>
            <Label htmlFor="schedule-at">{t('workflow.schedule.at')}</Label>
            <Input id="schedule-at" name="at" type="datetime-local" required defaultValue={wallTime(nextHour, reader.timeZone)} aria-describedby="schedule-at-hint" />
          </div>
          <Button type="submit" size="sm" variant="outline" data-testid="schedule-submit">
            {t('workflow.schedule.submit')}
          </Button>
          <p id="schedule-at-hint" className="w-full text-xs text-ink-muted">
            {t('workflow.schedule.zone', { zone: zoneLabel(reader.timeZone, reader.locale, now()) })}
          </p>
        </form>
      ) : null}
    </div>
  );
}
