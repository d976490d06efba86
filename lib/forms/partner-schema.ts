import type * as z from 'zod/mini';
import { parseBody } from './fields';
import { partnerRules } from './partner-rules';
import { SERVER_CHECKS } from './server-checks';

// The partner application as the server checks it: the form's action (partnerFormSchema, its captcha in a
// cookie) and POST /api/partner (partnerSchema, naming its captcha).
const rules = partnerRules(SERVER_CHECKS);

export const partnerFormSchema = rules.form;
export const partnerSchema = rules.api;

/** A valid application: country upper-cased, region null for non-residents, phone in E.164, INN digits only. */
export type PartnerApplication = z.output<typeof partnerSchema>;

export const parsePartnerApplication = (body: unknown) => parseBody(partnerSchema, body);
