import type { UseFormRegisterReturn } from 'react-hook-form';

type Props = { id: string; label: string; registration: UseFormRegisterReturn };

/** A field people never see or reach; bots that fill every input give themselves away. */
export function Honeypot({ id, label, registration }: Props) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto size-px overflow-hidden">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...registration} />
    </div>
  );
}
