'use client';

import dynamic from 'next/dynamic';
import { useRef, type MouseEvent, type ReactNode } from 'react';
import { useOnDemandDialog } from '@/components/ui/use-on-demand-dialog';

// The dialog and the form code behind it load on the first click, not with the page.
const loadDialog = () => import('./equipment-dialog');
const EquipmentDialog = dynamic(() => loadDialog().then((m) => m.EquipmentDialog), { ssr: false });

type Props = {
  /** Where the link leads without JavaScript (or in a new tab): the contacts page's form with the product. */
  href: string;
  productSlug?: string;
  productName?: string;
  className?: string;
  children: ReactNode;
  'data-testid'?: string;
};

/** A link that opens the equipment-selection dialog; a modified click (new tab, window) follows the link. */
export function EquipmentTrigger({ href, productSlug, productName, className, children, ...rest }: Props) {
  const { open, setOpen, mounted, show } = useOnDemandDialog();
  const link = useRef<HTMLAnchorElement>(null);

  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    show();
  }

  return (
    <>
      <a
        ref={link}
        href={href}
        onClick={handleClick}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        aria-haspopup="dialog"
        className={className}
        data-testid={rest['data-testid']}
      >
        {children}
      </a>
      {mounted ? <EquipmentDialog open={open} onOpenChange={setOpen} productSlug={productSlug} productName={productName} trigger={link} /> : null}
    </>
  );
}
