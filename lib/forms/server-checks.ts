import { isDeliverableAddress } from './address';
import type { FieldChecks } from './checks';
import { checkPhone } from './phone';

/** The full checks the server runs on every submission (the browser's light ones are in checks.ts). */
export const SERVER_CHECKS: FieldChecks = { phone: checkPhone, address: isDeliverableAddress };
