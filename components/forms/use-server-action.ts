'use client';

import { useActionState, useState, type FormEvent } from 'react';

type Options<State> = {
  /**
   * The form element's id. Without scripts the form posts to "#id": the page's own address (its query kept)
   * and, once the answer renders, the browser scrolls to the form. React renders it as the form's action
   * (useActionState's permalink) instead of an empty action="", which HTML does not allow.
   */
  formId: string;
  /** What the form shows when a request got no answer (offline, a new deployment without this action). */
  offline: (previous: State) => State;
  /** Called with each answer to a submission made from this page (e.g. to toast it). */
  onAnswer?: (state: State) => void;
};

/**
 * A form bound to a server action that works before and without JavaScript: as plain HTML it posts to the
 * action (React's progressive enhancement) and the page renders its answer; once scripts run, `onSubmit` calls
 * the action without a reload, and a request that gets no answer becomes `offline(previous)` instead of an
 * error page. `answered` tells whether the state answers a submission made in this page rather than one the
 * server rendered.
 */
export function useServerAction<State>(action: (previous: Awaited<State>, formData: FormData) => Promise<State>, initial: Awaited<State>, { formId, offline, onAnswer }: Options<Awaited<State>>) {
  const [serverState, formAction] = useActionState(action, initial, `#${formId}`);
  const [clientState, setClientState] = useState<Awaited<State> | null>(null);
  const [pending, setPending] = useState(false);
  const state = clientState ?? serverState;

  /** Calls the action from the page (scripts running); the answer becomes the state. */
  async function submit(data: FormData) {
    if (pending) return;
    setPending(true);
    let next: Awaited<State>;
    try {
      next = await action(state, data);
    } catch {
      next = offline(state);
    }
    setPending(false);
    setClientState(next);
    onAnswer?.(next);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit(new FormData(event.currentTarget));
  }

  return { state, serverState, formAction, submit, onSubmit, pending, answered: clientState !== null };
}
