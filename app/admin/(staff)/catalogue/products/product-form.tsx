'use client';

import { FormSection, SaveBar, TranslationColumns } from '@/components/admin/form-layout';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useActionState, useRef } from 'react';
import { saveProductAction } from '@/app/admin/(staff)/catalogue/actions';
import { ActionStatus } from '@/components/admin/action-status';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input, Select, Textarea } from '@/components/ui/input';
import type { AdminActionState } from '@/lib/admin/action-state';
import { CURRENCIES, EMPTY_PART_ROWS, EMPTY_SPEC_ROWS, LOCALES } from '@/lib/admin/catalogue/values';
import { missingTexts } from '@/lib/admin/content/completeness';
import { useUnsavedChanges } from '@/components/admin/unsaved-changes';
import { PicturesSummary } from '@/components/admin/pictures-summary';
import { formFields } from '@/lib/admin/form-values';
import { ENERGY_CLASSES, ENGINEERING_FIELDS, REFRIGERANTS, type EngineeringField } from '@/lib/catalogue/engineering';
import { PARTS, PHASES, SPEC_GROUPS } from '@/lib/catalogue/units';
import type { SpecLabelOption } from '@/lib/catalogue/spec-labels';
import type { DimensionPart, SharedSpecRow, SpecRow } from '@/lib/catalogue/technical';
import { GroupOptions, UnitOptions } from '@/components/admin/spec-options';

type Translation = { locale: string; name: string; shortDescription: string; description: string; innerBody: string; keyFeatures: string[]; specifications: SpecRow[]; copiedFrom?: string | null };

/** The product as the form starts from (empty for a new one). */
export type ProductFormData = {
  id?: string;
  version?: number;
  slug: string;
  modelCode: string;
  categoryId: string;
  sortOrder: number;
  published: boolean;
  /** The working copy's pictures, shown here; they are changed on the pictures page. */
  pictures?: readonly string[];
  priceAmount: string;
  priceCurrency: string;
  powerSupply: string;
  voltage: string;
  frequency: string;
  coolingCapacityKw: number | null;
  heatingCapacityKw: number | null;
  ratedPowerKw: number | null;
  productDimensions: string;
  packageDimensions: string;
  netWeightKg: number | null;
  grossWeightKg: number | null;
  dimensionsAndWeight: DimensionPart[];
  /** The rows shared by the three languages (Product.specRows). */
  specRows: SharedSpecRow[];
  translations: Translation[];
} & Partial<Record<EngineeringField, string | number | null>>;

/** Engineering figures chosen from a list; the others are typed as numbers. */
const ENGINEERING_CHOICES: Partial<Record<EngineeringField, readonly string[]>> = {
  refrigerant: REFRIGERANTS,
  energyClassCooling: ENERGY_CLASSES,
  energyClassHeating: ENERGY_CLASSES,
};

type Props = { product: ProductFormData; categories: { id: string; label: string; isParent: boolean }[]; specLabels: SpecLabelOption[] };

const num = (value: number | null) => (value === null ? '' : String(value));

/**
 * The one edit screen of a product: language-neutral fields, then the three languages side by side (stacked on
 * a phone), each marked when its translation is missing. Works without JavaScript (useActionState); with it,
 * the shared schema checks the form before it is sent.
 */
export function ProductForm({ product, categories, specLabels }: Props) {
  const t = useTranslations('admin.catalogue');
  const common = useTranslations('admin.common');
  const [state, formAction, pending] = useActionState<AdminActionState, FormData>(saveProductAction, null);
  // Errors come from the server action's schema (lib/admin/catalogue/schema.ts), which the browser never loads:
  // zod in the back office's browser code would keep the public forms' zod chunk from being merged (+7 kB there).
  const fields = formFields(state, (key) => t(`errors.${key}` as 'errors.required'));
  const { value: v, checked, error } = fields;
  // A new state (after a save or "More rows") gives the fields new defaults: remount them.
  const formKey = state?.at ?? 0;
  const formRef = useRef<HTMLFormElement>(null);
  // Leaving with unsaved changes asks first (a save, and "Save and edit pictures", submit the form: no question).
  useUnsavedChanges(formRef, formKey, common('unsavedLeave'));

  const priceMode = v('priceMode', product.priceAmount ? 'amount' : 'request');
  const partRows = fields.count('parts', product.dimensionsAndWeight.length + EMPTY_PART_ROWS);
  const sharedRows = fields.count('specRows', product.specRows.length + EMPTY_SPEC_ROWS) + (fields.redisplayed ? EMPTY_SPEC_ROWS : 0);

  return (
    <form ref={formRef} action={formAction} key={formKey} noValidate className="space-y-8" data-testid="product-form">
      <input type="hidden" name="id" value={product.id ?? ''} />
      <input type="hidden" name="version" value={product.version ?? ''} />
      <div aria-live="polite"><ActionStatus state={state} /></div>

      <FormSection title={t('form.general')}>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <Field id="slug" label={t('fields.slug')} hint={t('fields.slugHint')} error={error('slug')}>
            {(c) => <Input {...c} name="slug" defaultValue={v('slug', product.slug)} required autoComplete="off" />}
          </Field>
          <Field id="modelCode" label={t('fields.modelCode')} error={error('modelCode')}>
            {(c) => <Input {...c} name="modelCode" defaultValue={v('modelCode', product.modelCode)} required />}
          </Field>
          <Field id="categoryId" label={t('fields.category')} error={error('categoryId')}>
            {(c) => (
              <Select {...c} name="categoryId" defaultValue={v('categoryId', product.categoryId)} required>
                <option value="">{t('fields.choose')}</option>
                {categories.map((category) => (
                  <option key={category.id} value={category.id} disabled={category.isParent}>
                    {category.label}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field id="sortOrder" label={t('fields.sortOrder')} error={error('sortOrder')}>
            {(c) => <Input {...c} name="sortOrder" inputMode="numeric" defaultValue={v('sortOrder', String(product.sortOrder))} />}
          </Field>
        </div>
      </FormSection>

      <FormSection title={t('form.price')}>
        <fieldset>
          <legend className="sr-only">{t('form.price')}</legend>
          <div className="flex flex-wrap gap-6">
            <label className="flex min-h-11 items-center gap-2 text-sm">
              <input type="radio" name="priceMode" value="request" defaultChecked={priceMode === 'request'} className="size-5 accent-accent-600" />
              {t('fields.requestPrice')}
            </label>
            <label className="flex min-h-11 items-center gap-2 text-sm">
              <input type="radio" name="priceMode" value="amount" defaultChecked={priceMode === 'amount'} className="size-5 accent-accent-600" />
              {t('fields.fixedPrice')}
            </label>
          </div>
          <div className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <Field id="priceAmount" label={t('fields.priceAmount')} error={error('priceAmount')}>
              {(c) => <Input {...c} name="priceAmount" inputMode="decimal" defaultValue={v('priceAmount', product.priceAmount)} />}
            </Field>
            <Field id="priceCurrency" label={t('fields.priceCurrency')} error={error('priceCurrency')}>
              {(c) => (
                <Select {...c} name="priceCurrency" defaultValue={v('priceCurrency', product.priceCurrency)}>
                  <option value="">{t('fields.choose')}</option>
                  {CURRENCIES.map((currency) => (
                    <option key={currency} value={currency}>
                      {currency}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
          </div>
        </fieldset>
      </FormSection>

      <FormSection title={t('form.technical')}>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <Field id="powerSupply" label={t('fields.powerSupply')} error={error('powerSupply')}>
            {(c) => (
              <Select {...c} name="powerSupply" defaultValue={v('powerSupply', product.powerSupply)}>
                <option value="">{t('fields.choose')}</option>
                {PHASES.map((phase) => (
                  <option key={phase} value={phase}>
                    {t(`phases.${phase}`)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <TextInput name="voltage" label={t('fields.voltage')} value={v('voltage', product.voltage)} error={error('voltage')} />
          <TextInput name="frequency" label={t('fields.frequency')} value={v('frequency', product.frequency)} error={error('frequency')} />
          <TextInput name="ratedPowerKw" label={t('fields.ratedPowerKw')} value={v('ratedPowerKw', num(product.ratedPowerKw))} error={error('ratedPowerKw')} decimal />
          <TextInput name="coolingCapacityKw" label={t('fields.coolingCapacityKw')} value={v('coolingCapacityKw', num(product.coolingCapacityKw))} error={error('coolingCapacityKw')} decimal />
          <TextInput name="heatingCapacityKw" label={t('fields.heatingCapacityKw')} value={v('heatingCapacityKw', num(product.heatingCapacityKw))} error={error('heatingCapacityKw')} decimal />
          <TextInput name="productDimensions" label={t('fields.productDimensions')} value={v('productDimensions', product.productDimensions)} error={error('productDimensions')} />
          <TextInput name="packageDimensions" label={t('fields.packageDimensions')} value={v('packageDimensions', product.packageDimensions)} error={error('packageDimensions')} />
          <TextInput name="netWeightKg" label={t('fields.netWeightKg')} value={v('netWeightKg', num(product.netWeightKg))} error={error('netWeightKg')} decimal />
          <TextInput name="grossWeightKg" label={t('fields.grossWeightKg')} value={v('grossWeightKg', num(product.grossWeightKg))} error={error('grossWeightKg')} decimal />
        </div>
        <h3 className="mt-6 text-sm font-semibold text-ink">{t('form.parts')}</h3>
        <p className="text-sm text-ink-muted">{t('form.partsHint')}</p>
        <div className="mt-2 space-y-3">
          {Array.from({ length: partRows }, (_, i) => {
            const part = product.dimensionsAndWeight[i];
            const p = `parts[${i}]`;
            return (
              <fieldset key={p} className="grid grid-cols-2 gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-6">
                <legend className="px-1 text-xs text-ink-muted">{t('form.partRow', { number: i + 1 })}</legend>
                <Field id={`${p}.part`} label={t('fields.part')} error={error(`${p}.part`)}>
                  {(c) => (
                    <Select {...c} name={`${p}.part`} defaultValue={v(`${p}.part`, part?.part ?? 'unit')}>
                      {PARTS.map((name) => (
                        <option key={name} value={name}>
                          {t(`parts.${name}`)}
                        </option>
                      ))}
                    </Select>
                  )}
                </Field>
                {(['w', 'h', 'd'] as const).map((key, k) => (
                  <TextInput key={key} name={`${p}.${key}`} label={t(`fields.${key}`)} value={v(`${p}.${key}`, part ? String(part.size[k]) : '')} error={error(`${p}.${key}`)} decimal />
                ))}
                <TextInput name={`${p}.kg`} label={t('fields.kg')} value={v(`${p}.kg`, part?.kg === undefined ? '' : String(part.kg))} error={error(`${p}.kg`)} decimal />
                {part ? <Checkbox name={`${p}.remove`} defaultChecked={checked(`${p}.remove`, false)} label={t('form.removeRow')} className="self-end pb-2" /> : <span />}
              </fieldset>
            );
          })}
        </div>
      </FormSection>

      <FormSection title={t('form.engineering')}>
        <p className="-mt-2 mb-4 text-sm text-ink-muted">{t('form.engineeringHint')}</p>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="engineering-fields">
          {ENGINEERING_FIELDS.map((name) => {
            const choices = ENGINEERING_CHOICES[name];
            const stored = product[name];
            const value = v(name, stored === null || stored === undefined ? '' : String(stored));
            if (!choices) return <TextInput key={name} name={name} label={t(`fields.${name}`)} value={value} error={error(name)} decimal />;
            return (
              <Field key={name} id={name} label={t(`fields.${name}`)} error={error(name)}>
                {(c) => (
                  <Select {...c} name={name} defaultValue={value}>
                    <option value="">{t('fields.none')}</option>
                    {choices.map((choice) => (
                      <option key={choice} value={choice}>
                        {choice}
                      </option>
                    ))}
                  </Select>
                )}
              </Field>
            );
          })}
        </div>
      </FormSection>

      <FormSection title={t('form.sharedSpecs')}>
        <p className="-mt-2 mb-4 text-sm text-ink-muted">
          {t('form.sharedSpecsHint')}{' '}
          <Link href="/admin/catalogue/labels" className="text-brand-700 underline">
            {t('labels.title')}
          </Link>
        </p>
        <div className="space-y-3" data-testid="shared-spec-rows">
          {Array.from({ length: sharedRows }, (_, i) => {
            const row = product.specRows[i];
            const p = `specRows[${i}]`;
            const words = row && 'text' in row ? row.text : undefined;
            return (
              <fieldset key={p} className="grid grid-cols-2 gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-6">
                <legend className="px-1 text-xs text-ink-muted">{t('form.sharedRow', { number: i + 1 })}</legend>
                <Field id={`${p}.key`} label={t('fields.specLabel')} error={error(`${p}.key`)} className="col-span-2 sm:col-span-3">
                  {(c) => (
                    <Select {...c} name={`${p}.key`} defaultValue={v(`${p}.key`, row?.key ?? '')}>
                      <option value="">{t('fields.choose')}</option>
                      {SPEC_GROUPS.map((group) => (
                        <optgroup key={group} label={t(`groups.${group}`)}>
                          {specLabels.filter((label) => label.group === group).map((label) => (
                            <option key={label.key} value={label.key}>
                              {label.label}
                            </option>
                          ))}
                        </optgroup>
                      ))}
                    </Select>
                  )}
                </Field>
                <TextInput name={`${p}.value`} label={t('fields.value')} value={v(`${p}.value`, row && 'value' in row ? row.value : '')} error={error(`${p}.value`)} />
                <Field id={`${p}.unit`} label={t('fields.unit')} error={error(`${p}.unit`)}>
                  {(c) => (
                    <Select {...c} name={`${p}.unit`} defaultValue={v(`${p}.unit`, row?.unit ?? '')}>
                      <UnitOptions none={t('fields.noUnit')} name={(unit) => t(`units.${unit}`)} />
                    </Select>
                  )}
                </Field>
                {row ? <Checkbox name={`${p}.remove`} defaultChecked={checked(`${p}.remove`, false)} label={t('form.removeRow')} className="self-end pb-2" /> : <span />}
                <details className="col-span-2 sm:col-span-6" open={Boolean(words) || LOCALES.some((locale) => Boolean(error(`${p}.text.${locale}`)))}>
                  <summary className="min-h-11 cursor-pointer py-2 text-sm text-brand-700">{t('fields.words')}</summary>
                  <p className="mb-2 text-xs text-ink-muted">{t('fields.wordsHint')}</p>
                  <div className="grid gap-3 sm:grid-cols-3">
                    {LOCALES.map((locale) => (
                      <TextInput key={locale} name={`${p}.text.${locale}`} label={common(`languages.${locale}`)} value={v(`${p}.text.${locale}`, words?.[locale] ?? '')} error={error(`${p}.text.${locale}`)} />
                    ))}
                  </div>
                </details>
              </fieldset>
            );
          })}
        </div>
        <Button type="submit" name="intent" value="rows" variant="ghost" size="sm" className="mt-3" formNoValidate>
          {t('form.moreRows')}
        </Button>
      </FormSection>

      <FormSection title={t('form.texts')}>
        <TranslationColumns
          locales={LOCALES}
          languageName={(locale) => common(`languages.${locale}`)}
          missing={(locale) => Boolean(product.id) && missingTexts('product', product.translations.find((x) => x.locale === locale)).length > 0}
          missingLabel={t('missingTranslation')}
        >
          {(locale) => {
            const tr = product.translations.find((x) => x.locale === locale);
            const dbRows = tr?.specifications ?? [];
            const l = `translations.${locale}`;
            const rows = fields.count(`${l}.specifications`, dbRows.length + EMPTY_SPEC_ROWS) + (fields.redisplayed ? EMPTY_SPEC_ROWS : 0);
            const copied = Boolean(tr?.copiedFrom);
            // "Copy from Italian": for a language with no text yet (the Italian is the source).
            const empty = !tr || (!tr.name && !tr.shortDescription && !tr.description && !tr.innerBody && tr.keyFeatures.length === 0);
            return (
              <>
                {copied ? (
                  <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900" data-testid={`copied-${locale}`}>
                    {t('form.copiedNote')}
                  </p>
                ) : null}
                {locale !== LOCALES[0] && empty ? (
                  <Button type="submit" name="intent" value={`copy-${locale}`} variant="outline" size="sm" formNoValidate data-testid={`copy-${locale}`}>
                    {t('form.copyFromItalian')}
                  </Button>
                ) : null}
                <TextInput name={`${l}.name`} label={t('fields.name')} value={v(`${l}.name`, tr?.name ?? '')} error={error(`${l}.name`)} />
                <Field id={`${l}.shortDescription`} label={t('fields.shortDescription')} error={error(`${l}.shortDescription`)}>
                  {(c) => <Textarea {...c} name={`${l}.shortDescription`} rows={2} defaultValue={v(`${l}.shortDescription`, tr?.shortDescription ?? '')} />}
                </Field>
                <Field id={`${l}.description`} label={t('fields.description')} error={error(`${l}.description`)}>
                  {(c) => <Textarea {...c} name={`${l}.description`} rows={4} defaultValue={v(`${l}.description`, tr?.description ?? '')} />}
                </Field>
                <Field id={`${l}.innerBody`} label={t('fields.innerBody')} hint={t('fields.innerBodyHint')} error={error(`${l}.innerBody`)}>
                  {(c) => <Textarea {...c} name={`${l}.innerBody`} rows={4} defaultValue={v(`${l}.innerBody`, tr?.innerBody ?? '')} />}
                </Field>
                <Field id={`${l}.keyFeatures`} label={t('fields.keyFeatures')} hint={t('fields.keyFeaturesHint')} error={error(`${l}.keyFeatures`)}>
                  {(c) => <Textarea {...c} name={`${l}.keyFeatures`} rows={4} defaultValue={v(`${l}.keyFeatures`, (tr?.keyFeatures ?? []).join('\n'))} />}
                </Field>
                <div>
                  <h3 className="text-sm font-semibold text-ink">{t('form.ownSpecs')}</h3>
                  <p className="text-xs text-ink-muted">{t('form.ownSpecsHint')}</p>
                  <div className="mt-2 space-y-3">
                    {Array.from({ length: rows }, (_, i) => {
                      const row = dbRows[i];
                      const p = `${l}.specifications[${i}]`;
                      return (
                        <fieldset key={p} className="grid grid-cols-2 gap-2 rounded-md border border-slate-200 p-2">
                          <legend className="px-1 text-xs text-ink-muted">{t('form.specRow', { number: i + 1 })}</legend>
                          <Field id={`${p}.group`} label={t('fields.group')} error={error(`${p}.group`)}>
                            {(c) => (
                              <Select {...c} name={`${p}.group`} defaultValue={v(`${p}.group`, row?.group ?? 'general')}>
                                <GroupOptions name={(group) => t(`groups.${group}`)} />
                              </Select>
                            )}
                          </Field>
                          <Field id={`${p}.unit`} label={t('fields.unit')} error={error(`${p}.unit`)}>
                            {(c) => (
                              <Select {...c} name={`${p}.unit`} defaultValue={v(`${p}.unit`, row?.unit ?? '')}>
                                <UnitOptions none={t('fields.noUnit')} name={(unit) => t(`units.${unit}`)} />
                              </Select>
                            )}
                          </Field>
                          <TextInput name={`${p}.label`} label={t('fields.label')} value={v(`${p}.label`, row?.label ?? '')} error={error(`${p}.label`)} />
                          <TextInput name={`${p}.value`} label={t('fields.value')} value={v(`${p}.value`, row?.value ?? '')} error={error(`${p}.value`)} />
                          {row ? <Checkbox name={`${p}.remove`} defaultChecked={checked(`${p}.remove`, false)} label={t('form.removeRow')} className="col-span-2" /> : null}
                        </fieldset>
                      );
                    })}
                  </div>
                </div>
              </>
            );
          }}
        </TranslationColumns>
        <Button type="submit" name="intent" value="rows" variant="ghost" size="sm" className="mt-3" formNoValidate>
          {t('form.moreRows')}
        </Button>
      </FormSection>

      <PicturesSummary
        pictures={product.pictures ?? []}
        labels={{ title: t('pictures.title'), count: t('pictures.count', { count: product.pictures?.length ?? 0 }), manage: t('pictures.manage'), alt: (number) => t('pictures.alt', { number }) }}
        pending={pending}
        fit="contain"
      />

      <SaveBar>
        <Button type="submit" name="intent" value="save" disabled={pending} data-testid="product-save">
          {!product.id ? t('form.create') : product.published ? t('form.saveDraft') : common('save')}
        </Button>
      </SaveBar>
    </form>
  );
}

function TextInput({ name, label, value, error, decimal = false }: { name: string; label: string; value: string; error?: string; decimal?: boolean }) {
  return (
    <Field id={name} label={label} error={error}>
      {(c) => <Input {...c} name={name} defaultValue={value} inputMode={decimal ? 'decimal' : undefined} />}
    </Field>
  );
}
