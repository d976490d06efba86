'use client';

import type { ChangeEvent, ReactNode } from 'react';
import { Select } from '@/components/ui/input';
import { fromKw, isCapacityUnit, toKw, type CapacityUnit } from '@/lib/catalogue/capacity';

type Props = { id: string; defaultValue: CapacityUnit; children: ReactNode };

/**
 * The capacity filter's unit. Without JavaScript it is sent with the form and the server reads min and max in
 * it; with JavaScript, switching it also rewrites the figures already typed, so "7,1 kW" becomes "24226 BTU/h"
 * instead of meaning 7 BTU/h.
 */
export function CapacityUnitSelect({ id, defaultValue, children }: Props) {
  function convert(event: ChangeEvent<HTMLSelectElement>) {
    const select = event.currentTarget;
    const to = select.value;
    const from = select.dataset.unit;
    select.dataset.unit = to;
    if (!isCapacityUnit(to) || !isCapacityUnit(from) || from === to) return;
    for (const name of ['min', 'max']) {
      const input = select.form?.elements.namedItem(name);
      if (!(input instanceof HTMLInputElement) || input.value.trim() === '') continue;
      const value = Number(input.value.replace(',', '.'));
      if (!Number.isFinite(value)) continue;
      const converted = fromKw(toKw(value, from), to);
      // Kilowatts to two decimals at most, as the catalogue writes them.
      input.value = String(to === 'kw' ? Math.round(converted * 100) / 100 : converted);
    }
  }
  return (
    <div className="w-28 shrink-0">
      <Select id={id} name="unit" defaultValue={defaultValue} data-unit={defaultValue} onChange={convert}>
        {children}
      </Select>
    </div>
  );
}
