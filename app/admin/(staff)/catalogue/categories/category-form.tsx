'use client';

import { TranslationColumns } from '@/components/admin/form-layout';
import { useTranslations } from 'next-intl';
import { useActionState, useRef } from 'react';
import { useUnsavedChanges } from '@/components/admin/unsaved-changes';
import { missingTexts } from '@/lib/admin/content/completeness';
import { saveCategoryAction } from '@/app/admin/(staff)/catalogue/actions';
import { ActionStatus } from '@/components/admin/action-status';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input, Select, Textarea } from '@/components/ui/input';
import type { AdminActionState } from '@/lib/admin/action-state';
import { LOCALES } from '@/lib/admin/catalogue/values';
import { formFields } from '@/lib/admin/form-values';

type Texts = { locale: string; name: string; description: string; seoTitle: string; seoDescription: string };

export type CategoryFormData = { id?: string; version?: number; slug: string; parentId: string; picture: string; translations: Texts[] };

type Props = { category: CategoryFormData; parents: { id: string; label: string }[] };

/**
 * A category's texts side by side, its slug, picture and place in the tree (a new parent moves it). An edit is saved
 * as the category's draft (published with "Publish changes"); a new category is public at once, so it needs every text.
 */
export function CategoryForm({ category, parents }: Props) {
  const t = useTranslations('admin.catalogue');
  const common = useTranslations('admin.common');
  const [state, formAction, pending] = useActionState<AdminActionState, FormData>(saveCategoryAction, null);
  const { value: v, error } = formFields(state, (key) => t(`errors.${key}` as 'errors.required'));
  const formKey = state?.at ?? 0;
  const formRef = useRef<HTMLFormElement>(null);
  // Leaving with unsaved changes asks first (with JavaScript; a save submits the form: no question).
  useUnsavedChanges(formRef, formKey, common('unsavedLeave'));
  return (
    <form ref={formRef} action={formAction} key={formKey} className="space-y-6" data-testid="category-form">
      <input type="hidden" name="id" value={category.id ?? ''} />
      <input type="hidden" name="version" value={category.version ?? ''} />
      <div aria-live="polite">
        <ActionStatus state={state} />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field id="slug" label={t('fields.slug')} hint={t('fields.slugHint')} error={error('slug')}>
          {(c) => <Input {...c} name="slug" defaultValue={v('slug', category.slug)} required autoComplete="off" />}
        </Field>
        <Field id="parentId" label={t('categories.parent')} error={error('parentId')}>
          {(c) => (
            <Select {...c} name="parentId" defaultValue={v('parentId', category.parentId)}>
              <option value="">{t('categories.topLevel')}</option>
              {parents.map((parent) => (
                <option key={parent.id} value={parent.id}>
                  {parent.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field id="picture" label={t('categories.picture')} hint={t('categories.pictureHint')} error={error('picture')}>
          {(c) => <Input {...c} name="picture" defaultValue={v('picture', category.picture)} />}
        </Field>
      </div>
      <TranslationColumns
        locales={LOCALES}
        languageName={(locale) => common(`languages.${locale}`)}
        missing={(locale) => category.id !== undefined && missingTexts('category', category.translations.find((x) => x.locale === locale)).length > 0}
        missingLabel={t('missingTranslation')}
      >
        {(locale) => {
          const tr = category.translations.find((x) => x.locale === locale);
          const l = `translations.${locale}`;
          return (
            <>
              <Field id={`${l}.name`} label={t('fields.name')} error={error(`${l}.name`)}>
                {(c) => <Input {...c} name={`${l}.name`} defaultValue={v(`${l}.name`, tr?.name ?? '')} />}
              </Field>
              <Field id={`${l}.description`} label={t('fields.description')} error={error(`${l}.description`)}>
                {(c) => <Textarea {...c} name={`${l}.description`} rows={3} defaultValue={v(`${l}.description`, tr?.description ?? '')} />}
              </Field>
              <Field id={`${l}.seoTitle`} label={t('categories.seoTitle')} error={error(`${l}.seoTitle`)}>
                {(c) => <Input {...c} name={`${l}.seoTitle`} defaultValue={v(`${l}.seoTitle`, tr?.seoTitle ?? '')} />}
              </Field>
              <Field id={`${l}.seoDescription`} label={t('categories.seoDescription')} error={error(`${l}.seoDescription`)}>
                {(c) => <Textarea {...c} name={`${l}.seoDescription`} rows={2} defaultValue={v(`${l}.seoDescription`, tr?.seoDescription ?? '')} />}
              </Field>
            </>
          );
        }}
      </TranslationColumns>
      <Button type="submit" disabled={pending} data-testid="category-save">
        {category.id ? common('workflow.saveDraft') : t('form.create')}
      </Button>
    </form>
  );
}
