import { Picture } from '@/components/ui/picture';
import { BRAND } from '@/lib/constants';

type Props = { variant?: 'dark' | 'light'; className?: string };

export function Logo({ variant = 'dark', className }: Props) {
  return (
    <Picture
      src={variant === 'dark' ? '/images/logo.svg' : '/images/logo-light.svg'}
      alt={BRAND.name}
      width={180}
      height={40}
      className={className}
      loading={variant === 'dark' ? 'eager' : 'lazy'}
    />
  );
}
