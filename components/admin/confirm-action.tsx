import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import type { StaffAction } from '@/lib/admin/action';

type Props = {
  /** A staff action, or the form action of `useActionState` in a client form. */
  action: StaffAction | ((formData: FormData) => void);
  /** What the form posts besides the confirmation: the record's `id`, or the fields its action reads. */
  hidden: Record<string, string>;
  /** "I understand: … cannot be undone", naming the record. */
  confirm: string;
  button: string;
  /** The button's accessible name where its text alone is ambiguous (one per row of a list). */
  buttonLabel?: string;
  testId?: string;
  formTestId?: string;
};

/**
 * The second step of a destructive action, the same on every screen and without JavaScript: the button acts only
 * with its "I understand" box ticked (the browser asks for it; the action's schema checks it again, `confirmed()`).
 */
export function ConfirmAction({ action, hidden, confirm, button, buttonLabel, testId, formTestId }: Props) {
  return (
    <form action={action} className="flex flex-wrap items-center gap-4" data-testid={formTestId}>
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Checkbox name="confirm" value="yes" required label={confirm} />
      <Button type="submit" variant="danger" size="sm" aria-label={buttonLabel} data-testid={testId}>
        {button}
      </Button>
    </form>
  );
}

/** The last part of a record's page: what deleting it does, and its confirmed delete button. */
export function DeleteSection({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <section aria-labelledby="delete-title" className="mt-8 max-w-3xl rounded-lg border border-red-200 bg-white p-4">
      <h2 id="delete-title" className="mb-2 text-lg font-semibold text-red-800">
        {title}
      </h2>
      {hint ? <p className="mb-3 text-sm text-ink-muted">{hint}</p> : null}
      {children}
    </section>
  );
}
