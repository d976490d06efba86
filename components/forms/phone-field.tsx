'use client';

import { useState, type Ref } from 'react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { Field, type ControlProps } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { FORM_LIMITS } from '@/lib/limits';
import { formatRuPhone, RU_PHONE_MASK } from '@/lib/forms/phone-mask';

type InputProps = {
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

type FieldProps<T extends FieldValues> = Pick<InputProps, 'masked' | 'placeholder' | 'testId'> & {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  form: Control<T>;
  name: FieldPath<T>;
};

/** The phone field of a form, labelled, with its hint and error, bound to react-hook-form. */
export function PhoneField<T extends FieldValues>({ id, label, hint, error, form, name, ...input }: FieldProps<T>) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(aria) => (
        <Controller
          control={form}
          name={name}
          render={({ field }) => (
            <PhoneInput
              {...input}
              control={aria}
              name={field.name}
              value={typeof field.value === 'string' ? field.value : ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
            />
          )}
        />
      )}
    </Field>
  );
}

/** The phone input: the chosen country's example as placeholder; for residents the mask while it has focus. */
function PhoneInput({ control, name, value, onChange, onBlur, inputRef, masked, placeholder, testId }: InputProps) {
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
