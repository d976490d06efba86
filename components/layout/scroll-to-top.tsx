'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
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
    <Button
      variant="dark"
      size="fab"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      aria-label={t('label')}
      data-testid="scroll-to-top"
      className="fixed bottom-5 right-5 z-30"
    >
      <ArrowUpIcon />
    </Button>
  );
}
