import { SendIcon, SpinnerIcon } from '@/components/ui/icons';

type Props = { submitting: boolean; label: string; sendingLabel: string; testId: string; className?: string };

/** The forms' send button: disabled, with a spinner and "Sending..." while the request runs. */
export function SubmitButton({ submitting, label, sendingLabel, testId, className = '' }: Props) {
  return (
    <button
      type="submit"
      disabled={submitting}
      aria-disabled={submitting}
      className={`inline-flex min-h-12 items-center justify-center gap-2 rounded-md bg-accent-600 px-6 py-3 text-base font-semibold text-white hover:bg-accent-700 disabled:cursor-wait disabled:opacity-80 ${className}`}
      data-testid={testId}
    >
      {submitting ? <SpinnerIcon className="size-5" /> : <SendIcon className="size-5" />}
      <span>{submitting ? sendingLabel : label}</span>
    </button>
  );
}
