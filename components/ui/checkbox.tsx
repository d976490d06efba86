import type { InputHTMLAttributes, ReactNode, Ref } from 'react';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: ReactNode; ref?: Ref<HTMLInputElement> };

/** A checkbox with its label beside it; the whole label is the tap target. */
export function Checkbox({ label, className = '', ...props }: Props) {
  return (
    <label className={`flex cursor-pointer items-start gap-3 ${className}`}>
      <input type="checkbox" className="mt-0.5 size-6 shrink-0 cursor-pointer accent-accent-600" {...props} />
      <span className="text-sm leading-relaxed">{label}</span>
    </label>
  );
}
