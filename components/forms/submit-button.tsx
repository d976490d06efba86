import { Button } from '@/components/ui/button';
import { SendIcon, SpinnerIcon } from '@/components/ui/icons';

type Props = { submitting: boolean; label: string; sendingLabel: string; testId: string; className?: string };

/** The forms' send button: disabled, with a spinner and "Sending..." while the request runs. */
export function SubmitButton({ submitting, label, sendingLabel, testId, className }: Props) {
  return (
    <Button type="submit" size="lg" disabled={submitting} aria-disabled={submitting} className={className} data-testid={testId}>
      {submitting ? <SpinnerIcon className="size-5" /> : <SendIcon className="size-5" />}
      <span>{submitting ? sendingLabel : label}</span>
    </Button>
  );
}
