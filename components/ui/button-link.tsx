import type { ComponentProps } from 'react';
import { Link } from '@/i18n/navigation';

type Props = ComponentProps<typeof Link> & { variant?: 'primary' | 'outline' | 'light' };

const VARIANTS = {
  primary: 'bg-accent-600 text-white hover:bg-accent-700',
  outline: 'border-2 border-brand-700 text-brand-700 hover:bg-brand-700 hover:text-white',
  light: 'bg-white text-brand-900 hover:bg-brand-100',
} as const;

export function ButtonLink({ variant = 'primary', className = '', ...props }: Props) {
  return (
    <Link
      className={`inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-5 py-2.5 text-sm font-semibold ${VARIANTS[variant]} ${className}`}
      {...props}
    />
  );
}
