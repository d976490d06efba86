import type { ButtonHTMLAttributes, ComponentProps, Ref } from 'react';
import { Link } from '@/i18n/navigation';

// The site's one button look, in variants and sizes. A new look is a new variant here, never a class string
// copied into a page. Callers add only layout (width, margins); colours, padding and type come from here.

const BASE =
  'inline-flex items-center justify-center gap-2 font-semibold text-center transition-colors ' +
  'disabled:cursor-not-allowed disabled:opacity-70 aria-disabled:cursor-wait';

const VARIANTS = {
  /** The one action of a screen: send, apply, request. */
  primary: 'bg-accent-600 text-white hover:bg-accent-700',
  /** A second action beside a primary one; "Become a partner" in the header. */
  outline: 'border-2 border-brand-700 text-brand-700 hover:bg-brand-700 hover:text-white',
  /** On dark sections (hero, footer). */
  light: 'bg-white text-brand-900 hover:bg-brand-100',
  /** A quiet action inside a form or a toolbar (refresh the captcha, retry a list). */
  ghost: 'text-brand-700 hover:bg-brand-100',
  /** On light sections where the accent is taken (the map's button), and the floating scroll-to-top. */
  dark: 'bg-brand-900 text-white hover:bg-brand-700',
  /** Destroys something (back office): the label names what. */
  danger: 'bg-red-700 text-white hover:bg-red-800',
} as const;

const SIZES = {
  sm: 'min-h-11 rounded-md px-4 text-sm',
  md: 'min-h-11 rounded-md px-5 py-2.5 text-sm',
  lg: 'min-h-12 rounded-md px-6 py-3 text-base',
  /** A square icon button; give it an aria-label. */
  icon: 'size-11 shrink-0 rounded-md',
  /** A round floating button (scroll to top); give it an aria-label. */
  fab: 'size-12 shrink-0 rounded-full shadow-lg',
} as const;

export type ButtonVariant = keyof typeof VARIANTS;
export type ButtonSize = keyof typeof SIZES;
type Look = { variant?: ButtonVariant; size?: ButtonSize; className?: string };

/** The classes of a button, for elements that cannot be one of the components below (a dialog trigger link). */
export function buttonClasses({ variant = 'primary', size = 'md', className = '' }: Look = {}): string {
  return `${BASE} ${VARIANTS[variant]} ${SIZES[size]} ${className}`.trim();
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & Look & { ref?: Ref<HTMLButtonElement> };

export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses({ variant, size, className })} {...props} />;
}

type ButtonLinkProps = ComponentProps<typeof Link> & Look;

/** A link that looks like a button, keeping the page's locale. */
export function ButtonLink({ variant, size, className, ...props }: ButtonLinkProps) {
  return <Link className={buttonClasses({ variant, size, className })} {...props} />;
}
