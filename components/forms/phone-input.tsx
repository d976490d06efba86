'use client';

import { useState, type Ref } from 'react';
import type { ControlProps } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { FORM_LIMITS } from '@/lib/limits';
import { formatRuPhone, RU_PHONE_MASK } from '@/lib/forms/phone-mask';

type Props = {
  control: ControlProps;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  inputRef: Ref<HTMLInputElement>;
  /** A resident types into the mask +7 (___) ___-__-__; anyone else types freely. */
  masked: boolean;
  /** An example number of the chosen country. */
  placeholder?: string;
  testId: string;
};

/** The phone field: the chosen country's example as placeholder; for residents the mask while it has focus. */
export function PhoneInput({ control, name, value, onChange, onBlur, inputRef, masked, placeholder, testId }: Props) {
  const [focused, setFocused] = useState(false);
  return (
    <Input
      {...control}
      ref={inputRef}
      name={name}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      maxLength={FORM_LIMITS.phone.max}
      placeholder={masked && focused ? RU_PHONE_MASK : placeholder}
      value={value}
      onChange={(event) => onChange(masked ? formatRuPhone(event.target.value) : event.target.value)}
      onFocus={() => setFocused(true)}
      onBlur={() => {
        setFocused(false);
        onBlur();
      }}
      className="tabular-nums"
      data-testid={testId}
    />
  );
}
