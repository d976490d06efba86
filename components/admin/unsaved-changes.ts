'use client';

import { useEffect, type RefObject } from 'react';

/**
 * Asks before the page is left while the form holds changes not yet sent: the browser's own "leave the page?"
 * question (its text is the browser's, in the browser's language) when the page unloads, and `question` (in the
 * staff member's language) before a link of the back office is followed, which moves without unloading. Submitting the form is not leaving; a new
 * `generation` (the form shown again after a save) starts clean. Without JavaScript nothing asks: every step is a
 * plain form post there, and "Save and edit pictures" saves before it leaves.
 */
export function useUnsavedChanges(formRef: RefObject<HTMLFormElement | null>, generation: number, question: string) {
  useEffect(() => (formRef.current ? watchUnsaved(formRef.current, question) : undefined), [formRef, generation, question]);
}

/** The same question for a form the server renders (a plain multipart form): found by its id. */
export function UnsavedChangesGuard({ formId, question }: { formId: string; question: string }) {
  useEffect(() => {
    const form = document.getElementById(formId);
    return form instanceof HTMLFormElement ? watchUnsaved(form, question) : undefined;
  }, [formId, question]);
  return null;
}

/** Watches a form until the returned function is called. */
function watchUnsaved(form: HTMLFormElement, question: string): () => void {
  let dirty = false;
  const markDirty = () => {
    dirty = true;
  };
  const markSent = () => {
    dirty = false;
  };
  const beforeUnload = (event: BeforeUnloadEvent) => {
    if (!dirty) return;
    event.preventDefault();
    // Older browsers show the question only when a value is set.
    event.returnValue = '';
  };
  // Captured before the link's own handler (next/link's client navigation), which a "no" then never reaches.
  const linkClick = (event: MouseEvent) => {
    if (!dirty || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download')) return;
    const to = new URL(link.href, window.location.href);
    if (to.pathname === window.location.pathname && to.search === window.location.search && to.hash) return;
    if (window.confirm(question)) {
      dirty = false;
      return;
    }
    event.preventDefault();
    event.stopPropagation();
  };
  document.addEventListener('click', linkClick, true);
  form.addEventListener('input', markDirty);
  form.addEventListener('change', markDirty);
  form.addEventListener('submit', markSent);
  window.addEventListener('beforeunload', beforeUnload);
  return () => {
    form.removeEventListener('input', markDirty);
    form.removeEventListener('change', markDirty);
    form.removeEventListener('submit', markSent);
    window.removeEventListener('beforeunload', beforeUnload);
    document.removeEventListener('click', linkClick, true);
  };
}
