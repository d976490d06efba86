'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState, type MouseEvent, type ReactNode } from 'react';
import { useOnDemandDialog } from '@/components/ui/use-on-demand-dialog';

// The dialog and the form code behind it load on the first click, not with the page.
const loadDialog = () => import('./equipment-dialog');
const EquipmentDialog = dynamic(() => loadDialog().then((m) => m.EquipmentDialog), { ssr: false });

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

type Props = {
  /** Where the link leads without JavaScript (or in a new tab). */
  href: string;
  productSlug?: string;
  productName?: string;
  /** Contacts page: take the product from `?product=` and open the dialog at once when it is there. */
  productFromQuery?: boolean;
  className?: string;
  children: ReactNode;
  'data-testid'?: string;
};

/** A link that opens the equipment-selection dialog; a modified click (new tab, window) follows the link. */
export function EquipmentTrigger({ href, productSlug, productName, productFromQuery, className, children, ...rest }: Props) {
  const { open, setOpen, mounted, show } = useOnDemandDialog();
  const [product, setProduct] = useState(productSlug ?? null);

  useEffect(() => {
    if (!productFromQuery) return;
    const fromQuery = new URLSearchParams(window.location.search).get('product');
    if (fromQuery && SLUG.test(fromQuery)) {
      // Reading the URL after hydration keeps the page static; the dialog opens for the product asked about.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setProduct(fromQuery);
      show();
    }
  }, [productFromQuery, show]);

  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    show();
  }

  return (
    <>
      <a
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
      {mounted ? <EquipmentDialog open={open} onOpenChange={setOpen} productSlug={product} productName={product === productSlug ? productName : null} /> : null}
    </>
  );
}
