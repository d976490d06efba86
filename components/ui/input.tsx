import type { InputHTMLAttributes, Ref, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { ChevronDownIcon } from './icons';

// Text controls of every form: one height, border, focus ring and invalid state. The `dark` tone sits on the
// brand-coloured footer.

const CONTROL =
  'block w-full rounded-md border px-3 text-base ' +
  'focus:outline-2 focus:outline-offset-0 disabled:cursor-not-allowed aria-invalid:border-red-700';

const TONES = {
  light:
    'border-ink-subtle bg-white text-ink placeholder:text-ink-subtle hover:border-brand-600 focus:border-brand-600 focus:outline-accent-600 ' +
    'disabled:border-ink-line disabled:bg-brand-50 disabled:text-ink-subtle',
  dark: 'border-brand-700 bg-brand-950 text-white placeholder:text-brand-300 focus:border-accent-300 focus:outline-accent-300',
} as const;

type Tone = { tone?: keyof typeof TONES };

export function inputClasses({ tone = 'light', className = '' }: Tone & { className?: string } = {}): string {
  return `${CONTROL} ${TONES[tone]} ${className}`.trim();
}

type InputProps = InputHTMLAttributes<HTMLInputElement> & Tone & { ref?: Ref<HTMLInputElement> };

export function Input({ tone, className, type = 'text', ...props }: InputProps) {
  return <input type={type} className={inputClasses({ tone, className: `h-11 ${className ?? ''}` })} {...props} />;
}

type TextareaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & Tone & { ref?: Ref<HTMLTextAreaElement> };

export function Textarea({ tone, className, rows = 4, ...props }: TextareaProps) {
  return <textarea rows={rows} className={inputClasses({ tone, className: `py-2 ${className ?? ''}` })} {...props} />;
}

type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & Tone & { ref?: Ref<HTMLSelectElement> };

/** A native select with the site's chevron (native, so it works without JavaScript and on every phone). */
export function Select({ tone, className, children, ...props }: SelectProps) {
  return (
    <div className="relative">
      <select className={inputClasses({ tone, className: `h-11 appearance-none pr-10 ${className ?? ''}` })} {...props}>
        {children}
      </select>
      <ChevronDownIcon className="pointer-events-none absolute right-3 top-3 size-5 text-ink-muted" />
    </div>
  );
}
