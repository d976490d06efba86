import { getPaths } from '@conform-to/dom';
import type { AdminActionState } from './action-state';

// What a back-office form shows in each field after its action answered (useActionState): React empties a form
// once its action ran, so a refused form is filled again from what it sent, as Conform read it (its `values`);
// otherwise from the record. Field names are the schema's paths (`translations.it.specifications[0].label`).

export type FormFields = ReturnType<typeof formFields>;

/** `errorText` turns a field's message key (the area's `errors.*`) into its text. */
export function formFields(state: AdminActionState, errorText: (key: string) => string) {
  const sent = state?.values;
  const errors = state && !state.ok ? (state.fieldErrors ?? {}) : {};
  const at = (name: string): unknown =>
    getPaths(name).reduce<unknown>((node, key) => (node !== null && typeof node === 'object' ? (node as Record<string | number, unknown>)[key] : undefined), sent);
  return {
    /** True when the fields show what was sent rather than the record. */
    sent: sent !== undefined,
    /** "More rows": the form was sent back as it was, to be shown with more empty rows. */
    redisplayed: state?.ok === true && sent !== undefined,
    value(name: string, stored: string): string {
      if (!sent) return stored;
      const value = at(name);
      return typeof value === 'string' ? value : '';
    },
    checked(name: string, stored: boolean): boolean {
      return sent ? at(name) !== undefined : stored;
    },
    /** A group of checkboxes: the values ticked. */
    all(name: string, stored: string[]): string[] {
      if (!sent) return stored;
      return [at(name)].flat().filter((value): value is string => typeof value === 'string');
    },
    /** How many rows a list of the form sent (`parts`), or `stored`. */
    count(name: string, stored: number): number {
      if (!sent) return stored;
      const list = at(name);
      return Array.isArray(list) ? list.length : 0;
    },
    error(name: string): string | undefined {
      return errors[name] ? errorText(errors[name]) : undefined;
    },
  };
}
