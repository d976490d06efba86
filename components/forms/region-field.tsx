'use client';

import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/input';
import { useHydrated } from '@/components/ui/use-hydrated';
import type { LookupItem } from '@/lib/geo/lookup';
import { RegionCombobox } from './region-combobox';

type Props<Values extends FieldValues> = {
  control: Control<Values>;
  name: Path<Values>;
  items: LookupItem[];
  /** Only residents name a region: the field is disabled for everyone else once scripts run. */
  enabled: boolean;
  error?: string;
  texts: { label: string; hint: string; select: string; placeholder: string; showAll: string; noResults: string };
};

/**
 * The region of a Russian resident. The server's HTML has a plain select of every region (it works without
 * JavaScript; a region sent for another country is ignored); scripts turn it into the searchable combobox.
 */
export function RegionField<Values extends FieldValues>({ control, name, items, enabled, error, texts }: Props<Values>) {
  const hydrated = useHydrated();
  return (
    <Field id="partner-region" label={texts.label} hint={texts.hint} error={enabled ? error : undefined}>
      {(aria) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => {
            const value = typeof field.value === 'string' ? field.value : '';
            return hydrated ? (
              <RegionCombobox
                control={aria}
                name={field.name}
                value={value}
                inputRef={field.ref}
                onChange={field.onChange}
                onBlur={field.onBlur}
                disabled={!enabled}
                items={items}
                texts={texts}
              />
            ) : (
              <Select {...aria} name={field.name} defaultValue={value} data-testid="partner-region">
                <option value="">{texts.select}</option>
                {items.map((item) => (
                  <option key={item.code} value={item.code}>
                    {item.name}
                  </option>
                ))}
              </Select>
            );
          }}
        />
      )}
    </Field>
  );
}
