import type { z } from 'zod';
import { partnerRules } from './partner-rules';
import { checkPhoneShape } from './phone-shape';

/** The partner form as the browser checks it before sending: the server checks the phone number itself. */
export const partnerFormSchema = partnerRules(checkPhoneShape).form;

/** What the form holds (the values its action may hand back) and what it gives when valid. */
export type PartnerFormInput = z.input<typeof partnerFormSchema>;
export type PartnerFormOutput = z.output<typeof partnerFormSchema>;
