'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { ArrowUpIcon } from '@/components/ui/icons';
import { SCROLL_TOP_THRESHOLD_PX } from '@/lib/constants';

export function ScrollToTop() {
  const t = useTranslations('ScrollTop');
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > SCROLL_TOP_THRESHOLD_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  if (!visible) return null;
  return (
    <button
      type="button"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      aria-label={t('label')}
      data-testid="scroll-to-top"
      className="fixed bottom-5 right-5 z-30 inline-flex size-12 items-center justify-center rounded-full bg-brand-900 text-white shadow-lg hover:bg-brand-700"
    >
      <ArrowUpIcon />
    </button>
  );
}
