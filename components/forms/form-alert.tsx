type Props = { failed: boolean; invalid: boolean; failedText: string; invalidText: string; testId: string };

/** Under the form: the sending failure, or the reminder to fix the highlighted fields. */
export function FormAlert({ failed, invalid, failedText, invalidText, testId }: Props) {
  if (failed) {
    return (
      <p role="alert" className="rounded-md border border-red-700/30 bg-red-50 p-3 font-medium text-red-800" data-testid={testId}>
        {failedText}
      </p>
    );
  }
  if (invalid) {
    return (
      <p role="alert" className="text-sm font-medium text-red-700">
        {invalidText}
      </p>
    );
  }
  return null;
}
