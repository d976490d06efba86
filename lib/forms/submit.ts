import { isFieldCode, isPlainObject, type FieldErrors } from './fields';

export type SubmitResult = { kind: 'created' } | { kind: 'invalid'; fields: FieldErrors } | { kind: 'failed'; status: number | null };

/**
 * POSTs a form as JSON. 201 is success; 422 carries `{"error":"VALIDATION_FAILED","fields":{field: CODE}}`;
 * anything else, a network failure included, is a failure the visitor can retry.
 */
export async function submitForm(url: string, body: unknown): Promise<SubmitResult> {
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  } catch {
    return { kind: 'failed', status: null };
  }
  if (response.status === 201) return { kind: 'created' };
  if (response.status === 422) {
    const data: unknown = await response.json().catch(() => null);
    if (isPlainObject(data) && data.error === 'VALIDATION_FAILED' && isPlainObject(data.fields)) {
      const fields: FieldErrors = {};
      for (const [field, code] of Object.entries(data.fields)) if (isFieldCode(code)) fields[field] = code;
      return { kind: 'invalid', fields };
    }
  }
  return { kind: 'failed', status: response.status };
}
