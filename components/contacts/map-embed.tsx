'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ExternalLink } from '@/components/ui/external-link';
import { MapPinIcon } from '@/components/ui/icons';
import { useHydrated } from '@/components/ui/use-hydrated';

type Props = { embedUrl: string; linkUrl: string; title: string; showLabel: string; consent: string; externalLabel: string };

/**
 * A third-party map, loaded only when the visitor asks for it: nothing is fetched from the map host before.
 * Without JavaScript the button (which could do nothing) is left out and the link opens the map's own page.
 */
export function MapEmbed({ embedUrl, linkUrl, title, showLabel, consent, externalLabel }: Props) {
  const [shown, setShown] = useState(false);
  const hydrated = useHydrated();
  if (shown) {
    return <iframe src={embedUrl} title={title} className="aspect-[16/9] w-full rounded-xl border border-ink-line" loading="lazy" />;
  }
  return (
    // The 16:9 frame only from the small breakpoint: on a phone the texts are taller than it and would widen it.
    <div className="flex min-h-56 w-full flex-col sm:aspect-[16/9] items-center justify-center gap-3 rounded-xl border border-dashed border-brand-300 bg-brand-50 p-6 text-center">
      <MapPinIcon className="size-8 text-brand-500" />
      {hydrated ? (
        <Button variant="dark" onClick={() => setShown(true)}>
          {showLabel}
        </Button>
      ) : null}
      <p className="max-w-sm text-sm text-ink-muted">{consent}</p>
      <ExternalLink href={linkUrl} className="text-sm underline">
        {externalLabel}
      </ExternalLink>
    </div>
  );
}
