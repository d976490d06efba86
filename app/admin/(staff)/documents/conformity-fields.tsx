import { Message } from '@/components/admin/message';
import { Checkbox } from '@/components/ui/checkbox';
import { Field, FieldHint } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { Locale } from '@/i18n/routing';
import { getAdminT } from '@/lib/admin/i18n';
import { MAX_HOLDER, MAX_REGISTRATION_NUMBER, MAX_REGISTRY_URL, regulationKey, TECHNICAL_REGULATIONS } from '@/lib/documents/conformity';
import { serverTranslator } from '@/lib/i18n/messages';
import type { DocumentFormValues } from './form-values';

type Props = {
  locale: Locale;
  values: DocumentFormValues;
  errors: Record<string, string>;
  /** The document holds the seed's made-up number: said, not editable as such (a new number clears it). */
  fictitious: boolean;
};

/**
 * The validity and the EAEU conformity data of a certificate or declaration, in one group. Always rendered (the form
 * has no script): the hint says a manual or brochure keeps none of it, and the schema drops it for those types.
 */
export async function ConformityFields({ locale, values, errors, fictitious }: Props) {
  const t = await getAdminT('documents');
  // The regulations' names are the public pages' (messages/*.json, Conformity), in the staff member's language.
  const names = serverTranslator(locale, 'Conformity');
  const error = (key: string) => (errors[key] ? t(`errors.${errors[key] as 'required'}`) : undefined);
  return (
    <fieldset className="rounded-md border border-slate-200 p-3 sm:p-4" aria-describedby="document-conformity-hint" data-testid="document-conformity">
      <legend className="px-1 text-sm font-semibold text-ink">{t('fields.conformity')}</legend>
      <FieldHint id="document-conformity-hint">{t('fields.conformityHint')}</FieldHint>
      {fictitious ? (
        <Message tone="warning" role="note" className="mt-3 max-w-prose" testId="document-fictitious">
          {t('fields.fictitiousNote')}
        </Message>
      ) : null}
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <Field id="document-registration-number" label={t('fields.registrationNumber')} hint={t('fields.registrationNumberHint')} error={error('registrationNumber')} className="sm:col-span-2">
          {(control) => <Input {...control} name="registrationNumber" defaultValue={values.registrationNumber} maxLength={MAX_REGISTRATION_NUMBER} autoComplete="off" spellCheck={false} />}
        </Field>
        <Field id="document-issued-on" label={t('fields.issuedOn')} error={error('issuedOn')}>
          {(control) => <Input {...control} name="issuedOn" type="date" defaultValue={values.issuedOn} />}
        </Field>
        <Field id="document-valid-until" label={t('fields.validUntil')} hint={t('fields.validUntilHint')} error={error('validUntil')}>
          {(control) => <Input {...control} name="validUntil" type="date" defaultValue={values.validUntil} />}
        </Field>
        <Field id="document-holder" label={t('fields.holder')} hint={t('fields.holderHint')} error={error('holder')} className="sm:col-span-2">
          {(control) => <Input {...control} name="holder" defaultValue={values.holder} maxLength={MAX_HOLDER} />}
        </Field>
        <Field id="document-registry-url" label={t('fields.registryUrl')} hint={t('fields.registryUrlHint')} error={error('registryUrl')} className="sm:col-span-2">
          {(control) => <Input {...control} name="registryUrl" type="url" inputMode="url" defaultValue={values.registryUrl} maxLength={MAX_REGISTRY_URL} placeholder="https://" />}
        </Field>
      </div>
      <fieldset className="mt-4" aria-describedby={errors.technicalRegulations ? 'document-regulations-error' : undefined}>
        <legend className="mb-2 text-sm font-semibold text-ink">{t('fields.technicalRegulations')}</legend>
        <ul className="space-y-2">
          {TECHNICAL_REGULATIONS.map((regulation) => (
            <li key={regulation}>
              <Checkbox
                name="technicalRegulations"
                value={regulation}
                defaultChecked={values.regulations.has(regulation)}
                label={
                  <>
                    <span className="font-semibold">{names(`regulations.${regulationKey(regulation)}.code`)}</span> {names(`regulations.${regulationKey(regulation)}.name`)}
                  </>
                }
              />
            </li>
          ))}
        </ul>
        {errors.technicalRegulations ? (
          <p id="document-regulations-error" className="mt-1.5 text-sm font-medium text-red-700" data-testid="field-error">
            {error('technicalRegulations')}
          </p>
        ) : null}
      </fieldset>
    </fieldset>
  );
}
