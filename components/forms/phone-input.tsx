'use client';

import { useState, type Ref } from 'react';
import { formatRuPhone, RU_PHONE_MASK, RU_PHONE_PLACEHOLDER } from '@/lib/forms/phone';
import { describedBy, inputClass } from './form-field';

type Props = {
  id: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  inputRef: Ref<HTMLInputElement>;
  /** A resident types into the mask +7 (___) ___-__-__; anyone else types freely. */
  masked: boolean;
  hint?: string;
  error?: string;
};

/** The phone field: for residents the placeholder +7 (999) 999-99-99, then the mask while the field has focus. */
export function PhoneInput({ id, name, value, onChange, onBlur, inputRef, masked, hint, error }: Props) {
  const [focused, setFocused] = useState(false);
  return (
    <input
      id={id}
      ref={inputRef}
      name={name}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      maxLength={32}
      placeholder={masked ? (focused ? RU_PHONE_MASK : RU_PHONE_PLACEHOLDER) : undefined}
      value={value}
      onChange={(event) => onChange(masked ? formatRuPhone(event.target.value) : event.target.value)}
      onFocus={() => setFocused(true)}
      onBlur={() => {
        setFocused(false);
        onBlur();
      }}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(id, hint, error)}
      className={`${inputClass} tabular-nums`}
      data-testid={id}
    />
  );
}
