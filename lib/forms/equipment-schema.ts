import type * as z from 'zod/mini';
import { equipmentRules } from './equipment-rules';
import { parseBody } from './fields';
import { SERVER_CHECKS } from './server-checks';

/** The equipment request as the server checks it (the form's action and POST /api/equipment). */
export const equipmentSchema = equipmentRules(SERVER_CHECKS);

/** A valid request: phone in E.164, e-mail and product null when not given. */
export type EquipmentRequestInput = z.output<typeof equipmentSchema>;

export const parseEquipmentRequest = (body: unknown) => parseBody(equipmentSchema, body);
