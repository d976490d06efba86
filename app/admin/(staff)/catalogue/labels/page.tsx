import type { Metadata } from 'next';
import { DataTable, RowLink, type Column } from '@/components/admin/data-table';
import { MissingFilter } from '@/components/admin/missing-filter';
import { Notice } from '@/components/admin/notice';
import { Panel } from '@/components/admin/panel';
import { RecordHeader } from '@/components/admin/record-header';
import { StatusBadge } from '@/components/admin/status-badge';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import type { Locale } from '@/i18n/routing';
import { labelFieldErrors, labelListQuerySchema, labelValuesOf, LABEL_TEXT_MAX, type LabelFormValues } from '@/lib/admin/catalogue/label-schema';
import { listLabels, unmatchedSpecRows, UNMATCHED_LIMIT, type LabelListRow } from '@/lib/admin/catalogue/labels';
import { LOCALES } from '@/lib/admin/catalogue/values';
import { getAdminT } from '@/lib/admin/i18n';
import { readSearchParams, searchQuery } from '@/lib/admin/search-params';
import { requireStaffPage } from '@/lib/admin/session';
import { saveLabelAction } from './actions';
import { GroupOptions, UnitOptions } from '@/components/admin/spec-options';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getAdminT('catalogue'))('labels.title') };
}

const LIST = '/admin/catalogue/labels';
const first = (value: string | string[] | undefined) => [value].flat()[0];
/** A camelCase key with line-break opportunities at its humps ("soundPower<wbr>Outdoor"): a phone wraps it there. */
const atHumps = (key: string) => key.split(/(?=[A-Z])/).flatMap((part, index) => (index ? [<wbr key={index} />, part] : [part]));

const EMPTY: LabelFormValues = { key: '', group: '', unit: '', it: '', ru: '', en: '' };

/**
 * The label dictionary: a table per section of the specification table (each scrolls sideways on a phone), the
 * "missing a translation" filter, the products whose rows the three languages could not share, and the form that
 * adds a label. Everything works without JavaScript.
 */
export default async function LabelsPage({ searchParams }: Props) {
  const params = await searchParams;
  const { missing } = readSearchParams(labelListQuerySchema, params);
  const staff = await requireStaffPage('catalogue', `${LIST}${searchQuery({ missing })}`);
  const [t, common, sections] = await Promise.all([getAdminT('catalogue'), getAdminT('common'), listLabels(staff.locale)]);
  const wanted = (label: LabelListRow) => (missing === '' ? true : missing === 'any' ? label.missing.length > 0 : label.missing.includes(missing));
  const shown = sections.map((section) => ({ ...section, labels: section.labels.filter(wanted) })).filter((section) => section.labels.length > 0);
  const total = shown.reduce((sum, section) => sum + section.labels.length, 0);
  // A refused "Add the label" answers with `form=add`: its message belongs beside that form, not at the top.
  const fromAdd = first(params.form) === 'add';

  const text = (locale: Locale): Column<LabelListRow> => ({
    key: locale,
    header: common(`languages.${locale}`),
    cell: (label) =>
      label.texts[locale] ? (
        <span lang={locale}>{label.texts[locale]}</span>
      ) : (
        <StatusBadge tone="waiting" testId={`label-missing-${locale}`}>
          {t('missingTranslation')}
        </StatusBadge>
      ),
  });
  const columns: Column<LabelListRow>[] = [
    { key: 'key', header: t('labels.key'), className: 'font-mono text-xs break-words', cell: (label) => <RowLink href={`${LIST}/${label.key}`}>{atHumps(label.key)}</RowLink> },
    ...LOCALES.map(text),
    { key: 'unit', header: t('fields.unit'), className: 'whitespace-nowrap', cell: (label) => (label.unit ? t(`units.${label.unit}`) : '—') },
    { key: 'products', header: t('labels.products'), numeric: true, cell: (label) => <span data-testid="label-products">{label.products}</span> },
  ];

  return (
    <>
      <RecordHeader back={{ href: '/admin/catalogue', label: t('title') }} title={t('labels.title')} />
      <Notice area="catalogue" params={fromAdd ? { done: params.done } : params} />
      <p className="mb-4 max-w-prose text-sm text-ink-muted">{t('labels.intro')}</p>
      <MissingFilter action={LIST} id="labels-missing" value={missing || undefined} />
      <h2 className="mb-3 text-base font-semibold text-ink" aria-live="polite" data-testid="label-count">
        {t('labels.count', { count: total })}
      </h2>
      {shown.length === 0 ? <p className="mb-8 rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center text-ink-muted">{t('labels.none')}</p> : null}
      {shown.map((section) => (
        <Panel key={section.group} id={`group-${section.group}`} title={`${t(`groups.${section.group}`)} (${section.labels.length})`} testId={`labels-${section.group}`}>
          <DataTable
            label={t(`groups.${section.group}`)}
            inNamedSection
            columns={columns}
            rows={section.labels}
            rowKey={(label) => label.key}
            rowProps={(label) => ({ 'data-testid': 'label-row', 'data-key': label.key })}
            empty={t('labels.none')}
            minWidth="min-w-[48rem]"
          />
        </Panel>
      ))}
      <UnmatchedRows />
      <Panel id="add-label" title={t('labels.add.title')} boxed className="mt-8">
        {fromAdd ? <Notice area="catalogue" params={{ error: params.error, ref: params.ref }} /> : null}
        <AddLabelForm values={fromAdd ? labelValuesOf(params) : null} taken={fromAdd && first(params.error) === 'KEY_TAKEN'} />
      </Panel>
    </>
  );
}

/** The products whose languages still hold rows of their own, linked to their editors, with each language's count. */
async function UnmatchedRows() {
  const [t, common, rows] = await Promise.all([getAdminT('catalogue'), getAdminT('common'), unmatchedSpecRows()]);
  type Row = (typeof rows)[number];
  const columns: Column<Row>[] = [
    { key: 'model', header: t('fields.modelCode'), className: 'font-mono text-xs break-all', cell: (row) => <RowLink href={`/admin/catalogue/products/${row.id}`}>{row.modelCode}</RowLink> },
    ...LOCALES.map((locale): Column<Row> => ({ key: locale, header: common(`languages.${locale}`), numeric: true, cell: (row) => row.own[locale] })),
  ];
  return (
    <Panel id="unmatched-rows" title={rows.length ? `${t('labels.unmatched.title')} (${t('labels.unmatched.count', { count: rows.length })})` : t('labels.unmatched.title')} className="mt-8" testId="unmatched-rows">
      <p className="mb-3 max-w-prose text-sm text-ink-muted">{t('labels.unmatched.hint')}</p>
      <DataTable label={t('labels.unmatched.title')} inNamedSection columns={columns} rows={rows} rowKey={(row) => row.id} empty={t('labels.unmatched.none')} minWidth="min-w-[24rem]" />
      {rows.length >= UNMATCHED_LIMIT ? <p className="mt-2 text-sm text-ink-muted">{t('labels.unmatched.limit', { limit: UNMATCHED_LIMIT })}</p> : null}
    </Panel>
  );
}

/** "Add a label": a plain form, shown again as it was sent after a refusal, its fields' messages beside them. */
async function AddLabelForm({ values, taken }: { values: LabelFormValues | null; taken: boolean }) {
  const [t, common] = await Promise.all([getAdminT('catalogue'), getAdminT('common')]);
  const sent = values ?? EMPTY;
  const errors: Record<string, string> = values ? labelFieldErrors('create', values) : {};
  if (taken) errors.key ??= 'labelKeyTaken';
  // Field messages are keys of admin.catalogue.errors, named at run time by the schema.
  const message = (field: string) => (errors[field] ? t(`errors.${errors[field] as 'required'}`) : undefined);
  return (
    <form action={saveLabelAction} className="space-y-4" data-testid="add-label-form">
      <p className="max-w-prose text-sm text-ink-muted">{t('labels.add.hint')}</p>
      <input type="hidden" name="mode" value="create" />
      <div className="grid gap-4 sm:grid-cols-3">
        <Field id="label-key" label={t('labels.key')} hint={t('labels.keyHint')} error={message('key')}>
          {(control) => <Input {...control} name="key" defaultValue={sent.key} required maxLength={60} pattern="[a-z][a-zA-Z0-9]{1,59}" autoComplete="off" spellCheck={false} className="font-mono" />}
        </Field>
        <Field id="label-group" label={t('fields.group')} error={message('group')}>
          {(control) => (
            <Select {...control} name="group" defaultValue={sent.group} required>
              <GroupOptions name={(group) => t(`groups.${group}`)} choose={t('fields.choose')} />
            </Select>
          )}
        </Field>
        <Field id="label-unit" label={t('fields.unit')} hint={t('labels.unitHint')} error={message('unit')}>
          {(control) => (
            <Select {...control} name="unit" defaultValue={sent.unit}>
              <UnitOptions none={t('fields.noUnit')} name={(unit) => t(`units.${unit}`)} />
            </Select>
          )}
        </Field>
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        {LOCALES.map((locale) => (
          <Field key={locale} id={`label-text-${locale}`} label={common(`languages.${locale}`)} hint={locale === 'it' ? undefined : t('labels.textHint')} error={message(`text.${locale}`)}>
            {(control) => <Input {...control} name={`text.${locale}`} lang={locale} defaultValue={sent[locale]} required={locale === 'it'} maxLength={LABEL_TEXT_MAX} />}
          </Field>
        ))}
      </div>
      <Button type="submit">{t('labels.add.submit')}</Button>
    </form>
  );
}
