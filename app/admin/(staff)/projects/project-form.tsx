'use client';

import { FormSection, SaveBar, TranslationColumns } from '@/components/admin/form-layout';
import { useTranslations } from 'next-intl';
import { useActionState, useRef } from 'react';
import { saveProjectAction } from '@/app/admin/(staff)/projects/actions';
import { ActionStatus } from '@/components/admin/action-status';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { useUnsavedChanges } from '@/components/admin/unsaved-changes';
import { PicturesSummary } from '@/components/admin/pictures-summary';
import { CountryOptions, type CountryChoices } from '@/components/admin/country-options';
import { Field } from '@/components/ui/field';
import { Input, Select, Textarea } from '@/components/ui/input';
import type { AdminActionState } from '@/lib/admin/action-state';
import { formFields } from '@/lib/admin/form-values';
import { missingTexts } from '@/lib/admin/content/completeness';
import { BUILDING_TYPES, LOCALES } from '@/lib/projects/values';

type Translation = { locale: string; title: string; city: string; summary: string; description: string };
type ProductGroup = { category: string; products: { id: string; label: string; published: boolean }[] };

/** The project as the form starts from (empty for a new one). */
export type ProjectFormData = {
  id?: string;
  version?: number;
  slug: string;
  city: string;
  country: string;
  buildingType: string;
  year: number | null;
  sortOrder: number;
  published?: boolean;
  /** The working copy's photos, shown here; they are changed on the photos page. */
  pictures?: readonly string[];
  productIds: string[];
  translations: Translation[];
};

type Props = { project: ProjectFormData; countries: CountryChoices; products: ProductGroup[] };

/**
 * A reference project's one form: the facts, the products installed (checkboxes of the catalogue, by category)
 * and the three languages side by side (stacked on a phone), each marked when missing. Works without JavaScript
 * (useActionState); the server action's schema checks it and answers the errors shown here.
 */
export function ProjectForm({ project, countries, products }: Props) {
  const t = useTranslations('admin.projects');
  const common = useTranslations('admin.common');
  const [state, formAction, pending] = useActionState<AdminActionState, FormData>(saveProjectAction, null);
  const fields = formFields(state, (key) => t(`errors.${key}` as 'errors.required'));
  const { value: v, error } = fields;
  const chosen = new Set(fields.all('productIds', project.productIds));
  // A new answer gives the fields new defaults: remount them.
  const formKey = state?.at ?? 0;
  const formRef = useRef<HTMLFormElement>(null);
  // Leaving with unsaved changes asks first (a save, and "Save and edit photos", submit the form: no question).
  useUnsavedChanges(formRef, formKey, common('unsavedLeave'));

  return (
    <form ref={formRef} action={formAction} key={formKey} noValidate className="space-y-8" data-testid="project-form">
      <input type="hidden" name="id" value={project.id ?? ''} />
      <input type="hidden" name="version" value={project.version ?? ''} />
      <div aria-live="polite">
        <ActionStatus state={state} />
      </div>

      <FormSection title={t('form.general')}>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Field id="slug" label={t('fields.slug')} hint={t('fields.slugHint')} error={error('slug')}>
            {(c) => <Input {...c} name="slug" defaultValue={v('slug', project.slug)} autoComplete="off" autoCapitalize="none" spellCheck={false} />}
          </Field>
          <Field id="city" label={t('fields.city')} error={error('city')}>
            {(c) => <Input {...c} name="city" defaultValue={v('city', project.city)} required />}
          </Field>
          <Field id="country" label={t('fields.country')} error={error('country')}>
            {(c) => (
              <Select {...c} name="country" defaultValue={v('country', project.country)} required>
                <CountryOptions countries={countries} choose={t('fields.choose')} market={t('fields.countryMarket')} others={t('fields.countryOthers')} />
              </Select>
            )}
          </Field>
          <Field id="buildingType" label={t('fields.buildingType')} error={error('buildingType')}>
            {(c) => (
              <Select {...c} name="buildingType" defaultValue={v('buildingType', project.buildingType)} required>
                <option value="">{t('fields.choose')}</option>
                {BUILDING_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`buildingTypes.${type}`)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field id="year" label={t('fields.year')} hint={t('fields.yearHint')} error={error('year')}>
            {(c) => <Input {...c} name="year" inputMode="numeric" maxLength={4} defaultValue={v('year', project.year === null ? '' : String(project.year))} />}
          </Field>
          <Field id="sortOrder" label={t('fields.sortOrder')} hint={t('fields.sortOrderHint')} error={error('sortOrder')}>
            {(c) => <Input {...c} name="sortOrder" inputMode="numeric" defaultValue={v('sortOrder', String(project.sortOrder))} />}
          </Field>
        </div>
      </FormSection>

      <FormSection title={t('form.texts')} hint={t('form.textsHint')}>
        <TranslationColumns
          locales={LOCALES}
          languageName={(locale) => common(`languages.${locale}`)}
          missing={(locale) => Boolean(project.id) && missingTexts('project', project.translations.find((x) => x.locale === locale)).length > 0}
          missingLabel={t('form.missingTranslation')}
        >
          {(locale) => {
            const tr = project.translations.find((x) => x.locale === locale);
            const l = `translations.${locale}`;
            return (
              <>
                <Field id={`${l}.title`} label={t('fields.title')} error={error(`${l}.title`)}>
                  {(c) => <Input {...c} name={`${l}.title`} defaultValue={v(`${l}.title`, tr?.title ?? '')} />}
                </Field>
                <Field id={`${l}.city`} label={t('fields.localCity')} hint={t('fields.localCityHint')} error={error(`${l}.city`)}>
                  {(c) => <Input {...c} name={`${l}.city`} defaultValue={v(`${l}.city`, tr?.city ?? '')} />}
                </Field>
                <Field id={`${l}.summary`} label={t('fields.summary')} hint={t('fields.summaryHint')} error={error(`${l}.summary`)}>
                  {(c) => <Textarea {...c} name={`${l}.summary`} rows={3} defaultValue={v(`${l}.summary`, tr?.summary ?? '')} />}
                </Field>
                <Field id={`${l}.description`} label={t('fields.description')} hint={t('fields.descriptionHint')} error={error(`${l}.description`)}>
                  {(c) => <Textarea {...c} name={`${l}.description`} rows={8} defaultValue={v(`${l}.description`, tr?.description ?? '')} />}
                </Field>
              </>
            );
          }}
        </TranslationColumns>
      </FormSection>

      <FormSection title={t('form.products')}>
        <fieldset aria-describedby={error('productIds') ? 'productIds-hint productIds-error' : 'productIds-hint'}>
          <legend className="sr-only">{t('form.products')}</legend>
          <p id="productIds-hint" className="-mt-2 mb-4 max-w-prose text-sm text-ink-muted">
            {t('form.productsHint')}
          </p>
          {error('productIds') ? (
            <p id="productIds-error" role="alert" className="mb-3 text-sm font-medium text-red-700" data-testid="field-error">
              {error('productIds')}
            </p>
          ) : null}
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="product-choices">
            {products.map((group) => (
              <fieldset key={group.category} className="min-w-0 rounded-md border border-slate-200 bg-white p-3">
                <legend className="px-1 text-sm font-semibold text-ink">{group.category}</legend>
                <div className="space-y-1">
                  {group.products.map((product) => (
                    <Checkbox
                      key={product.id}
                      name="productIds"
                      value={product.id}
                      defaultChecked={chosen.has(product.id)}
                      className="py-2.5"
                      label={
                        <>
                          {product.label}
                          {product.published ? null : <span className="ml-1 text-ink-muted">({t('fields.unpublishedProduct')})</span>}
                        </>
                      }
                    />
                  ))}
                </div>
              </fieldset>
            ))}
          </div>
        </fieldset>
      </FormSection>

      {project.id ? (
        <PicturesSummary
          pictures={project.pictures ?? []}
          labels={{ title: t('pictures.title'), count: t('pictures.count', { count: project.pictures?.length ?? 0 }), manage: t('pictures.manage'), alt: (number) => t('pictures.alt', { number }) }}
          pending={pending}
          fit="cover"
        />
      ) : null}

      <SaveBar>
        <Button type="submit" name="intent" value="save" disabled={pending} data-testid="project-save">
          {!project.id ? t('form.create') : project.published ? common('workflow.saveDraft') : common('save')}
        </Button>
        {project.version ? <span className="text-sm text-ink-muted">{t('form.version', { version: project.version })}</span> : null}
      </SaveBar>
    </form>
  );
}
