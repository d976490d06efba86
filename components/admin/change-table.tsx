import type { FieldChange, Json } from '@/lib/admin/content/snapshot';

type Props = {
  changes: readonly FieldChange[];
  /** A field's name in the reader's language (falls back to the field's own name). */
  fieldLabel: (field: string) => string;
  languageName: (locale: string) => string;
  labels: { field: string; before: string; after: string; none: string };
  testId?: string;
};

/** A value as a reader takes it in: lists one item per line, records as "key: value", nothing as a dash. */
function shown(value: Json | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.length ? value.map((item) => shown(item)).join('\n') : '—';
  if (typeof value === 'object') {
    return Object.entries(value)
      .filter(([, v]) => v !== null && v !== '')
      .map(([k, v]) => `${k}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
      .join(' · ');
  }
  return String(value);
}

/**
 * What changed, field by field, a language's texts named with their language: the one diff of the history's
 * version page, the audit log and the dashboard's last changes.
 */
export function ChangeTable({ changes, fieldLabel, languageName, labels, testId }: Props) {
  if (changes.length === 0) return <p className="text-sm text-ink-muted">{labels.none}</p>;
  return (
    <table className="w-full min-w-[28rem] border-collapse text-left text-sm" data-testid={testId}>
      <thead>
        <tr className="border-b border-slate-200">
          <th scope="col" className="py-1 pr-3 font-semibold">
            {labels.field}
          </th>
          <th scope="col" className="py-1 pr-3 font-semibold">
            {labels.before}
          </th>
          <th scope="col" className="py-1 font-semibold">
            {labels.after}
          </th>
        </tr>
      </thead>
      <tbody>
        {changes.map((change) => (
          <tr key={`${change.field}.${change.locale ?? ''}`} className="border-b border-slate-100 align-top" data-testid="change-row">
            <th scope="row" className="py-1 pr-3 font-medium">
              {fieldLabel(change.field)}
              {change.locale ? <span className="ml-1 text-xs text-ink-muted">({languageName(change.locale)})</span> : null}
            </th>
            <td className="max-w-xs py-1 pr-3 break-words whitespace-pre-line text-red-800">
              <del className="no-underline">{shown(change.before)}</del>
            </td>
            <td className="max-w-xs py-1 break-words whitespace-pre-line text-green-800">
              <ins className="no-underline">{shown(change.after)}</ins>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
