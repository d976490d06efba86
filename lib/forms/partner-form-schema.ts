import type * as z from 'zod/mini';
import { partnerRules } from './partner-rules';
import { BROWSER_CHECKS } from './checks';

/** The partner form as the browser checks it before sending: the server checks the phone number and the address itself. */
export const partnerFormSchema = partnerRules(BROWSER_CHECKS).form;

/** What the form holds (the values its action may hand back) and what it gives when valid. */
export type PartnerFormInput = z.input<typeof partnerFormSchema>;
export type PartnerFormOutput = z.output<typeof partnerFormSchema>;
