import type { UseFormRegisterReturn } from 'react-hook-form';
import type { ControlProps } from '@/components/ui/field';
import { Select } from '@/components/ui/input';
import type { LookupItem } from '@/lib/geo/lookup';

type Props = {
  control: ControlProps;
  registration: UseFormRegisterReturn;
  defaultValue: string;
  choices: { market: LookupItem[]; others: LookupItem[] };
  texts: { placeholder: string; market: string; others: string };
};

/** Country of residence: our market's countries first (the usual applicants), then every country by name. */
export function CountrySelect({ control, registration, defaultValue, choices, texts }: Props) {
  return (
    <Select {...control} defaultValue={defaultValue} autoComplete="country" data-testid="partner-country" {...registration}>
      <option value="">{texts.placeholder}</option>
      <optgroup label={texts.market}>
        {choices.market.map((item) => (
          <option key={item.code} value={item.code}>
            {item.name}
          </option>
        ))}
      </optgroup>
      <optgroup label={texts.others}>
        {choices.others.map((item) => (
          <option key={item.code} value={item.code}>
            {item.name}
          </option>
        ))}
      </optgroup>
    </Select>
  );
}
