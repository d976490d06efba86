import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import type { StaffAction } from '@/lib/admin/action';

type Props = {
  action: StaffAction;
  /** The record the action is about (`id`). */
  id: string;
  /** "I understand: … cannot be undone", naming the record. */
  confirm: string;
  button: string;
  testId?: string;
  formTestId?: string;
};

/**
 * The second step of a destructive action, the same on every screen and without JavaScript: the button acts only
 * with its "I understand" box ticked (the browser asks for it; the action's schema checks it again, `confirmed()`).
 */
export function ConfirmAction({ action, id, confirm, button, testId, formTestId }: Props) {
  return (
    <form action={action} className="flex flex-wrap items-center gap-4" data-testid={formTestId}>
      <input type="hidden" name="id" value={id} />
      <Checkbox name="confirm" value="yes" required label={confirm} />
      <Button type="submit" variant="danger" size="sm" data-testid={testId}>
        {button}
      </Button>
    </form>
  );
}
