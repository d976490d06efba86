'use client';

import type { ChangeEvent, ReactNode } from 'react';
import { Select } from '@/components/ui/input';
import type { ControlProps } from '@/components/ui/field';

type Props = { control: ControlProps; defaultValue: string; regionCountry: string; regionFieldId: string; children: ReactNode };

/**
 * The dealer filter's country. Without JavaScript the region field shows after a search for Russia (the server
 * renders it then); with JavaScript it shows, or hides and stops being sent, as soon as the country changes.
 */
export function CountrySelect({ control, defaultValue, regionCountry, regionFieldId, children }: Props) {
  function toggleRegion(event: ChangeEvent<HTMLSelectElement>) {
    const withRegions = event.currentTarget.value === regionCountry;
    const field = document.getElementById(regionFieldId);
    if (field) field.hidden = !withRegions;
    const region = field?.querySelector('select');
    if (region) region.disabled = !withRegions;
    const note = document.getElementById(`${regionFieldId}-next`);
    if (note) note.hidden = withRegions;
  }
  return (
    <Select {...control} name="country" defaultValue={defaultValue} onChange={toggleRegion}>
      {children}
    </Select>
  );
}
