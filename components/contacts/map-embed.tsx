'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ExternalLink } from '@/components/ui/external-link';
import { MapPinIcon } from '@/components/ui/icons';

type Props = { embedUrl: string; linkUrl: string; title: string; showLabel: string; consent: string; externalLabel: string };

/** A third-party map, loaded only when the visitor asks for it: nothing is fetched from the map host before. */
export function MapEmbed({ embedUrl, linkUrl, title, showLabel, consent, externalLabel }: Props) {
  const [shown, setShown] = useState(false);
  if (shown) {
    return <iframe src={embedUrl} title={title} className="aspect-[16/9] w-full rounded-xl border border-ink-line" loading="lazy" />;
  }
  return (
    <div className="flex aspect-[16/9] w-full flex-col items-center justify-center gap-3 rounded-xl border border-dashed border-brand-300 bg-brand-50 p-6 text-center">
      <MapPinIcon className="size-8 text-brand-500" />
      <Button variant="dark" onClick={() => setShown(true)}>
        {showLabel}
      </Button>
      <p className="max-w-sm text-sm text-ink-muted">{consent}</p>
      <ExternalLink href={linkUrl} className="text-sm underline">
        {externalLabel}
      </ExternalLink>
    </div>
  );
}
