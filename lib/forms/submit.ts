import { postJson } from '@/lib/browser/post-json';
import { isFieldCode, isPlainObject, type FieldErrors } from './fields';

export type SubmitResult = { kind: 'created' } | { kind: 'invalid'; fields: FieldErrors } | { kind: 'failed'; status: number | null };

/**
 * POSTs a form as JSON. 201 is success; 422 carries `{"error":"VALIDATION_FAILED","fields":{field: CODE}}`;
 * anything else, a network failure included, is a failure the visitor can retry.
 */
export async function submitForm(url: string, body: unknown): Promise<SubmitResult> {
  const reply = await postJson(url, body);
  if (reply.kind === 'network') return { kind: 'failed', status: null };
  if (reply.status === 201) return { kind: 'created' };
  if (reply.kind === 'error' && reply.status === 422 && reply.code === 'VALIDATION_FAILED' && isPlainObject(reply.body.fields)) {
    const fields: FieldErrors = {};
    for (const [field, code] of Object.entries(reply.body.fields)) if (isFieldCode(code)) fields[field] = code;
    return { kind: 'invalid', fields };
  }
  return { kind: 'failed', status: reply.status };
}
