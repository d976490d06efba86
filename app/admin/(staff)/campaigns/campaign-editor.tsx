'use client';

import { SaveBar, TranslationColumns } from '@/components/admin/form-layout';
import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import { saveCampaign } from '@/app/admin/(staff)/campaigns/actions';
import { ActionStatus } from '@/components/admin/action-status';
import type { AdminActionState } from '@/lib/admin/action-state';
import { formFields } from '@/lib/admin/form-values';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { Input, Textarea } from '@/components/ui/input';
import { CAMPAIGN_LIMITS } from '@/lib/admin/limits';

type Locale = 'it' | 'ru' | 'en';
type Content = { subject: string; body: string };
type Props = {
  campaign?: { id: string; version: number; name: string; locales: Locale[]; contents: Partial<Record<Locale, Content>> };
  locales: readonly Locale[];
};

/** The campaign's name, its locales and, side by side (stacked on a phone), each locale's subject and Markdown body. */
export function CampaignEditor({ campaign, locales }: Props) {
  const t = useTranslations('admin.campaigns');
  const common = useTranslations('admin.common');
  const [state, formAction, pending] = useActionState<AdminActionState, FormData>(saveCampaign, null);
  // A refused form shows what was typed again (React empties a form after its action ran).
  const fields = formFields(state, (key) => t(`errors.${(['required', 'tooLong', 'noLocale'].includes(key) ? key : 'invalid') as 'required'}`));
  const { error } = fields;
  const chosen = fields.all('locales', campaign ? campaign.locales : [...locales]);

  return (
    <form action={formAction} key={state?.at ?? 0} className="space-y-6" aria-label={t('editor')}>
      {campaign ? (
        <>
          <input type="hidden" name="id" value={campaign.id} />
          <input type="hidden" name="version" value={campaign.version} />
        </>
      ) : null}
      <ActionStatus state={state} />
      <Field id="campaign-name" label={t('name')} hint={t('nameHint')} error={error('name')}>
        {(control) => <Input {...control} name="name" required maxLength={CAMPAIGN_LIMITS.name} defaultValue={fields.value('name', campaign?.name ?? '')} />}
      </Field>
      <fieldset aria-describedby={error('locales') ? 'campaign-locales-error' : undefined}>
        <legend className="mb-1.5 text-sm font-semibold">{t('locales')}</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {locales.map((locale) => (
            <Checkbox key={locale} name="locales" value={locale} defaultChecked={chosen.includes(locale)} label={common(`languages.${locale}`)} className="min-h-11 items-center" />
          ))}
        </div>
        {error('locales') ? (
          <p id="campaign-locales-error" className="mt-1.5 text-sm font-medium text-red-700">
            {error('locales')}
          </p>
        ) : null}
      </fieldset>
      <TranslationColumns
        locales={locales}
        languageName={(locale) => common(`languages.${locale}`)}
        missing={(locale) => Boolean(campaign) && (!campaign?.contents[locale]?.subject || !campaign.contents[locale]?.body)}
        missingLabel={t('missing')}
      >
        {(locale) => {
          const content = campaign?.contents[locale];
          return (
            <>
              <Field id={`campaign-subject-${locale}`} label={t('subject')} error={error(`subject_${locale}`)}>
                {(control) => <Input {...control} name={`subject_${locale}`} maxLength={CAMPAIGN_LIMITS.subject} defaultValue={fields.value(`subject_${locale}`, content?.subject ?? '')} />}
              </Field>
              <Field id={`campaign-body-${locale}`} label={t('body')} hint={t('bodyHint')} error={error(`body_${locale}`)}>
                {(control) => <Textarea {...control} name={`body_${locale}`} rows={14} maxLength={CAMPAIGN_LIMITS.body} defaultValue={fields.value(`body_${locale}`, content?.body ?? '')} className="font-mono text-sm" />}
              </Field>
            </>
          );
        }}
      </TranslationColumns>
      <SaveBar>
        <Button type="submit" aria-disabled={pending || undefined}>
          {common('save')}
        </Button>
      </SaveBar>
    </form>
  );
}
