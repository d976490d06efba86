import { equipmentRules } from './equipment-rules';
import { BROWSER_CHECKS } from './checks';

/** The equipment request as the browser checks it before sending: the server checks the phone number and the address itself. */
export const equipmentFormSchema = equipmentRules(BROWSER_CHECKS);
