import { z } from 'zod';
import { routing, type Locale } from '@/i18n/routing';
import { asList, newOrIdSchema, newOrVersionSchema } from '@/lib/admin/form-schema';
import { CAMPAIGN_LIMITS } from '@/lib/admin/limits';

// The campaign editor's form, read through Conform (lib/admin/form-schema.ts): a name, the locales it goes to
// (one `locales` checkbox each), and per locale a subject and a Markdown body. Texts of a locale that is not
// chosen may stay empty; a chosen one needs both. Errors are message keys of admin.campaigns.errors.

const text = (max: number) => z.string().trim().max(max, 'tooLong').prefault('');

export const campaignSchema = z
  .object({
    name: z.string().trim().max(CAMPAIGN_LIMITS.name, 'tooLong').min(1, 'required').prefault(''),
    locales: z.preprocess(asList, z.array(z.enum(routing.locales, 'invalid')).min(1, 'noLocale')),
    subject_it: text(CAMPAIGN_LIMITS.subject),
    subject_ru: text(CAMPAIGN_LIMITS.subject),
    subject_en: text(CAMPAIGN_LIMITS.subject),
    body_it: text(CAMPAIGN_LIMITS.body),
    body_ru: text(CAMPAIGN_LIMITS.body),
    body_en: text(CAMPAIGN_LIMITS.body),
  })
  .superRefine((value, context) => {
    for (const locale of value.locales) {
      if (!value[`subject_${locale}`]) context.addIssue({ code: 'custom', path: [`subject_${locale}`], message: 'required' });
      if (!value[`body_${locale}`]) context.addIssue({ code: 'custom', path: [`body_${locale}`], message: 'required' });
    }
  });

export type CampaignForm = z.output<typeof campaignSchema>;

/** The form's contents as one entry per locale. */
export function contentsOf(form: CampaignForm): Array<{ locale: Locale; subject: string; body: string }> {
  return routing.locales.map((locale) => ({ locale, subject: form[`subject_${locale}`], body: form[`body_${locale}`] }));
}

/** The editor's form: a new campaign (no id), or a draft saved at the version the editor loaded. */
export const campaignFormSchema = z.object({ id: newOrIdSchema, version: newOrVersionSchema }).and(campaignSchema);

export const testLocaleSchema = z.enum(routing.locales);
