import { equipmentRules } from './equipment-rules';
import { checkPhoneShape } from './phone-shape';

/** The equipment request as the browser checks it before sending: the server checks the phone number itself. */
export const equipmentFormSchema = equipmentRules(checkPhoneShape);
