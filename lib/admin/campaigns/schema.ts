import { z } from 'zod';
import { routing, type Locale } from '@/i18n/routing';
import { CAMPAIGN_LIMITS } from '@/lib/admin/limits';

// The campaign editor's form: a name, the locales it goes to, and per locale a subject and a Markdown body.
// Texts of a locale that is not chosen may stay empty; a chosen one needs both. Errors are message keys of
// admin.campaigns.errors.

const text = (max: number) => z.string().trim().max(max, 'tooLong');

export const campaignSchema = z
  .object({
    name: text(CAMPAIGN_LIMITS.name).min(1, 'required'),
    locales: z.array(z.enum(routing.locales)).min(1, 'noLocale'),
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

/** Reads the editor's form data (checkboxes give one `locales` entry each). */
export function readCampaignForm(data: FormData) {
  const field = (name: string) => String(data.get(name) ?? '');
  return campaignSchema.safeParse({
    name: field('name'),
    locales: data.getAll('locales').map(String),
    ...Object.fromEntries(routing.locales.flatMap((locale) => [[`subject_${locale}`, field(`subject_${locale}`)], [`body_${locale}`, field(`body_${locale}`)]])),
  });
}

/** The first error of each field, as message keys. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form');
    errors[key] ??= issue.message === 'required' || issue.message === 'tooLong' || issue.message === 'noLocale' ? issue.message : 'invalid';
  }
  return errors;
}

export { versionSchema } from '@/lib/admin/record-ids';
export const testLocaleSchema = z.enum(routing.locales);
