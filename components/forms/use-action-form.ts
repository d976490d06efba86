'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState, type FormEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type * as z from 'zod/mini';
import type { FieldErrors } from '@/lib/forms/fields';
import { IDLE, type FormState } from '@/lib/forms/form-state';
import { useServerAction } from './use-server-action';

type Options<Input extends FieldValues, Output, Code extends string> = {
  schema: z.core.$ZodType<Output, Input>;
  action: (previous: FormState<Code, DefaultValues<Input>>, formData: FormData) => Promise<FormState<Code, DefaultValues<Input>>>;
  defaults: DefaultValues<Input>;
  /** The fields in page order: the first failing one gets the focus. */
  order: readonly Path<Input>[];
  /** The form element's id (see useServerAction). */
  formId: string;
};

/**
 * A form that works before and without JavaScript (see useServerAction): as plain HTML it posts to its server
 * action, and the action's answer (errors, the values typed) renders on the server. Once scripts run,
 * react-hook-form checks the fields with the same zod schema first and the action is called without a reload.
 */
export function useActionForm<Input extends FieldValues, Output, Code extends string>({ schema, action, defaults: given, order, formId }: Options<Input, Output, Code>) {
  const { state, serverState, formAction, submit, pending } = useServerAction<FormState<Code, DefaultValues<Input>>>(action, IDLE, {
    formId,
    // The fields keep what was typed: nothing is reset on this path.
    offline: (previous) => ({ status: 'failed', code: 'NETWORK_ERROR', attempt: previous.status === 'idle' ? 1 : previous.attempt + 1 }),
  });
  // The first render's defaults: a form is reset to them after it was sent.
  const [defaults] = useState(given);
  const returned = serverState.status === 'invalid' || serverState.status === 'failed' ? (serverState.values ?? {}) : {};
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: { ...defaults, ...returned },
    mode: 'onTouched',
    shouldFocusError: false,
  });
  const serverFields: FieldErrors = state.status === 'invalid' ? state.fields : {};
  const attempt = state.status === 'idle' ? 0 : state.attempt;
  // The action's field errors show from the server's HTML until they are handed to react-hook-form.
  const [handedOver, setHandedOver] = useState(0);

  useEffect(() => {
    if (state.status !== 'invalid' || handedOver === state.attempt) return;
    const failing = order.filter((field) => state.fields[field]);
    for (const field of failing) form.setError(field, { type: 'server', message: state.fields[field] });
    if (failing[0]) form.setFocus(failing[0]);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- records that this answer's errors now live in the form
    setHandedOver(state.attempt);
  }, [state, handedOver, order, form]);

  useEffect(() => {
    if (state.status === 'success') form.reset(defaults);
  }, [state.status, form, defaults]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const element = event.currentTarget;
    void form.handleSubmit(
      () => submit(new FormData(element)),
      (failing) => {
        const first = order.find((field) => field in failing);
        if (first) form.setFocus(first);
      },
    )(event);
  }

  /** The error code of a field: the browser's check, or the server's answer until it was handed over. */
  function errorCode(field: Path<Input>): string | undefined {
    const client = form.formState.errors[field]?.message;
    if (typeof client === 'string') return client;
    return handedOver === attempt ? undefined : serverFields[field];
  }

  /** What a field shows when the page renders: the value the action returned, else the default. */
  function initial(field: Path<Input>): string {
    const value: unknown = form.getValues(field);
    return typeof value === 'string' ? value : '';
  }

  return { form, state, pending, formAction, onSubmit, errorCode, initial, attempt };
}
