import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { UnsavedChangesGuard } from '@/components/admin/unsaved-changes';
import { TranslationColumns } from '@/components/admin/form-layout';
import { Field, FieldHint } from '@/components/ui/field';
import { Input, Select } from '@/components/ui/input';
import type { Locale } from '@/i18n/routing';
import { getAdminT } from '@/lib/admin/i18n';
import type { EditorDocument, LinkOptions } from '@/lib/admin/documents/queries';
import { DOCUMENT_LANGUAGES, DOCUMENT_TYPES, MAX_DOCUMENT_BYTES } from '@/lib/documents/rules';
import type { DocumentFormValues } from './form-values';
import { ConformityFields } from './conformity-fields';

type Props = {
  locale: Locale;
  values: DocumentFormValues;
  errors: Record<string, string>;
  options: LinkOptions;
  /** The document being edited; absent for a new one (then the file is required). */
  document?: EditorDocument;
};

const MB = MAX_DOCUMENT_BYTES / 1024 / 1024;
const TITLE_LOCALES = ['it', 'ru', 'en'] as const;

/**
 * The document's one form, new or edit: a plain multipart POST to a route handler (the file may be 20 MB, more
 * than a server action takes), which answers 303 back here. No script: it works the same without JavaScript.
 */
export async function DocumentForm({ locale, values, errors, options, document }: Props) {
  const [t, common] = await Promise.all([getAdminT('documents'), getAdminT('common')]);
  const languages = new Intl.DisplayNames([locale], { type: 'language' });
  const error = (key: string) => (errors[key] ? t(`errors.${errors[key] as 'required'}`) : undefined);
  const box = 'max-h-72 overflow-y-auto rounded-md border border-slate-200 p-3';
  return (
    <form
      method="post"
      action={document ? `/api/admin/documents/${document.id}` : '/api/admin/documents'}
      encType="multipart/form-data"
      className="space-y-6 rounded-lg border border-slate-200 bg-white p-4 sm:p-6"
      data-testid="document-form"
      id="document-form"
    >
      <UnsavedChangesGuard formId="document-form" question={common('unsavedLeave')} />
      {document ? <input type="hidden" name="version" value={document.version} /> : null}
      <Field
        id="document-file"
        label={document ? t('fields.replaceFile') : t('fields.file')}
        hint={document ? t('fields.replaceHint', { size: `${(document.fileSize / 1024 / 1024).toLocaleString(locale, { maximumFractionDigits: 1 })} MB` }) : t('fields.fileHint', { mb: MB })}
      >
        {(control) => <input {...control} name="file" type="file" accept="application/pdf,.pdf" required={!document} className="block min-h-11 w-full text-sm" />}
      </Field>

      <fieldset>
        <legend className="mb-1 text-sm font-semibold text-ink">{t('fields.titles')}</legend>
        <FieldHint id="document-titles-hint">{t('fields.titlesHint')}</FieldHint>
        <div className="mt-3">
          <TranslationColumns locales={TITLE_LOCALES} languageName={(titleLocale) => common(`languages.${titleLocale}`)}>
            {(titleLocale) => (
              <Field id={`translations.${titleLocale}.title`} label={t('list.title')} error={error(`titles.${titleLocale}`)}>
                {(control) => <Input {...control} name={`titles.${titleLocale}`} defaultValue={values.titles[titleLocale]} maxLength={200} required={titleLocale === 'it'} />}
              </Field>
            )}
          </TranslationColumns>
        </div>
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="document-type" label={t('fields.type')} error={error('type')}>
          {(control) => (
            <Select {...control} name="type" defaultValue={values.type}>
              {DOCUMENT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`types.${type}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field id="document-language" label={t('fields.language')} hint={t('fields.languageHint')} error={error('language')}>
          {(control) => (
            <Select {...control} name="language" defaultValue={values.language}>
              {DOCUMENT_LANGUAGES.map((code) => (
                <option key={code} value={code}>
                  {code === 'mul' ? t('fields.multilingual') : languages.of(code)}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>

      <ConformityFields locale={locale} values={values} errors={errors} fictitious={document?.conformity.fictitious ?? false} />

      <div className="grid gap-4 lg:grid-cols-2">
        <fieldset aria-describedby="document-products-hint">
          <legend className="mb-1 text-sm font-semibold text-ink">{t('fields.products')}</legend>
          <FieldHint id="document-products-hint">{t('fields.productsHint')}</FieldHint>
          <div className={`mt-2 ${box}`}>
            <ul className="space-y-1">
              {options.products.map((product) => (
                <li key={product.id}>
                  <Checkbox
                    name="productIds"
                    value={product.id}
                    defaultChecked={values.products.has(product.id)}
                    label={
                      <>
                        <span className="font-mono text-xs">{product.modelCode}</span> {product.name}
                        {product.published ? null : <span className="text-ink-muted"> ({t('fields.unpublishedProduct')})</span>}
                      </>
                    }
                  />
                </li>
              ))}
            </ul>
          </div>
        </fieldset>
        <fieldset aria-describedby="document-categories-hint">
          <legend className="mb-1 text-sm font-semibold text-ink">{t('fields.categories')}</legend>
          <FieldHint id="document-categories-hint">{t('fields.categoriesHint')}</FieldHint>
          <div className={`mt-2 ${box}`}>
            <ul className="space-y-1">
              {options.categories.map((category) => (
                <li key={category.id}>
                  <Checkbox
                    name="categoryIds"
                    value={category.id}
                    defaultChecked={values.categories.has(category.id)}
                    label={category.parentName ? `${category.parentName} › ${category.name}` : category.name}
                  />
                </li>
              ))}
            </ul>
          </div>
        </fieldset>
      </div>

      <div className="flex justify-end border-t border-slate-200 pt-4">
        <Button type="submit" data-testid="document-save">
          {!document ? t('upload') : document.published ? common('workflow.saveDraft') : t('save')}
        </Button>
      </div>
    </form>
  );
}
