'use server';

import type { DefaultValues } from 'react-hook-form';
import type * as z from 'zod/mini';
import type { equipmentSchema } from '@/lib/forms/equipment-schema';
import { formValues, nextAttempt, type FormState } from '@/lib/forms/form-state';
import { actionFailed, guardAction, sentForm } from '@/lib/http/action-guard';
import { submitEquipmentRequest } from '@/lib/leads/submit';

export type EquipmentFormState = FormState<'EQUIPMENT_REQUEST_SENT', DefaultValues<z.input<typeof equipmentSchema>>>;

/** The equipment-selection form's action, from the dialog, the contacts page or a page without JavaScript. */
export async function sendEquipmentRequest(previous: EquipmentFormState, sent: FormData): Promise<EquipmentFormState> {
  const formData = sentForm(sent);
  const attempt = nextAttempt(previous);
  const values = formValues(formData, ['dealerContact']);
  const guard = await guardAction('equipment');
  if (!guard.ok) return { status: 'failed', code: guard.code, values, attempt };
  try {
    const result = await submitEquipmentRequest(values, guard.request);
    if (result.ok) return { status: 'success', code: result.code, attempt };
    return { status: 'invalid', fields: result.fields, values, attempt };
  } catch (error) {
    return { status: 'failed', code: actionFailed(error, 'equipment'), values, attempt };
  }
}
