import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ConfirmAction, DeleteSection } from '@/components/admin/confirm-action';
import { FormSection, SaveBar, TranslationColumns } from '@/components/admin/form-layout';
import { Notice } from '@/components/admin/notice';
import { Panel } from '@/components/admin/panel';
import { RecordHeader } from '@/components/admin/record-header';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import { LABEL_KEY, LABEL_TEXT_MAX, labelFieldErrors, labelValuesOf } from '@/lib/admin/catalogue/label-schema';
import { getLabelForEdit } from '@/lib/admin/catalogue/labels';
import { LOCALES } from '@/lib/admin/catalogue/values';
import { getAdminT } from '@/lib/admin/i18n';
import { requireStaffPage } from '@/lib/admin/session';
import { deleteLabelAction, saveLabelAction } from '../actions';
import { GroupOptions, UnitOptions } from '@/components/admin/spec-options';

type Props = { params: Promise<{ key: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getAdminT('catalogue'))('labels.title') };
}

/** One label: its section, unit and three texts (a plain form), the products that use it, and its deletion while unused. */
export default async function LabelPage({ params, searchParams }: Props) {
  const { key } = await params;
  const staff = await requireStaffPage('catalogue', `/admin/catalogue/labels/${encodeURIComponent(key)}`);
  if (!LABEL_KEY.test(key)) notFound();
  const [t, common, label, query] = await Promise.all([getAdminT('catalogue'), getAdminT('common'), getLabelForEdit(key), searchParams]);
  if (!label) notFound();

  // After a refusal the form shows what was sent (the action carried it back in the query), its fields marked.
  const sent = labelValuesOf(query);
  const values = sent ?? { key: label.key, group: label.group, unit: label.unit ?? '', ...label.texts };
  const errors: Record<string, string> = sent ? labelFieldErrors('update', sent) : {};
  // Field messages are keys of admin.catalogue.errors, named at run time by the schema.
  const message = (field: string) => (errors[field] ? t(`errors.${errors[field] as 'required'}`) : undefined);
  const name = label.texts[staff.locale] || label.texts.it || label.key;
  const more = label.usedBy.count - label.usedBy.products.length;

  return (
    <>
      <RecordHeader
        back={{ href: '/admin/catalogue/labels', label: t('labels.title') }}
        title={name}
        state={
          <>
            <span className="font-mono">{label.key}</span> · {label.edited ? t('labels.edit.edited') : t('labels.edit.notEdited')}
          </>
        }
        stateTestId="label-state"
      />
      <Notice area="catalogue" params={query} />
      <form action={saveLabelAction} className="space-y-6" data-testid="label-form">
        <input type="hidden" name="mode" value="update" />
        <input type="hidden" name="key" value={label.key} />
        <input type="hidden" name="updatedAt" value={label.updatedAt} />
        <FormSection title={t('labels.edit.general')}>
          <div className="grid max-w-3xl gap-4 sm:grid-cols-2">
            <Field id="label-group" label={t('fields.group')} error={message('group')}>
              {(control) => (
                <Select {...control} name="group" defaultValue={values.group} required>
                  <GroupOptions name={(group) => t(`groups.${group}`)} />
                </Select>
              )}
            </Field>
            <Field id="label-unit" label={t('fields.unit')} hint={t('labels.unitHint')} error={message('unit')}>
              {(control) => (
                <Select {...control} name="unit" defaultValue={values.unit}>
                  <UnitOptions none={t('fields.noUnit')} name={(unit) => t(`units.${unit}`)} />
                </Select>
              )}
            </Field>
          </div>
        </FormSection>
        <FormSection title={t('labels.edit.texts')}>
          <TranslationColumns locales={LOCALES} languageName={(locale) => common(`languages.${locale}`)} missing={(locale) => !label.texts[locale]} missingLabel={t('missingTranslation')}>
            {(locale) => (
              <Field id={`label-text-${locale}`} label={t('fields.specLabel')} hint={locale === 'it' ? undefined : t('labels.textHint')} error={message(`text.${locale}`)}>
                {(control) => <Input {...control} name={`text.${locale}`} lang={locale} defaultValue={values[locale]} required={locale === 'it'} maxLength={LABEL_TEXT_MAX} />}
              </Field>
            )}
          </TranslationColumns>
        </FormSection>
        <SaveBar>
          <Button type="submit">{common('save')}</Button>
          {label.usedBy.count > 0 ? <p className="text-sm text-ink-muted">{t('labels.edit.saveHint')}</p> : null}
        </SaveBar>
      </form>
      <Panel id="label-used-by" title={t('labels.edit.usedByTitle')} className="mt-8" testId="label-used-by">
        <p className="text-sm">{t('labels.edit.usedBy', { count: label.usedBy.count })}</p>
        {label.usedBy.products.length ? (
          <ul className="mt-2 flex flex-wrap gap-x-4">
            {label.usedBy.products.map((product) => (
              <li key={product.id}>
                <Link href={`/admin/catalogue/products/${product.id}`} className="inline-flex min-h-11 items-center font-mono text-sm text-brand-700 underline-offset-2 hover:underline">
                  {product.modelCode}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        {more > 0 ? <p className="text-sm text-ink-muted">{t('labels.edit.more', { count: more })}</p> : null}
      </Panel>
      <DeleteSection title={t('labels.delete.title')} hint={label.usedBy.count === 0 ? t('labels.delete.hint') : undefined}>
        {label.usedBy.count === 0 ? (
          <ConfirmAction action={deleteLabelAction} hidden={{ key: label.key }} confirm={t('delete.confirm', { name: label.key })} button={t('delete.button', { name: label.key })} testId="label-delete" />
        ) : (
          <p className="text-sm text-ink-muted" data-testid="label-in-use">
            {t('labels.delete.inUse', { count: label.usedBy.count })}
          </p>
        )}
      </DeleteSection>
    </>
  );
}
