// Toasts without sonner in the first load: its code and the toast area (components/layout/app-toaster.tsx)
// load when a form is first focused, or at the latest with the first toast. Sonner shows toasts created
// before its Toaster subscribed, so the order in which the two arrive does not matter.

type Kind = 'success' | 'error';

let requested = false;
const listeners = new Set<() => void>();

const loadSonner = () => import('sonner');

/** Whether something asked for the toast area yet (the toaster's external store). */
export function toastsRequested(): boolean {
  return requested;
}

export function onToastsRequested(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Starts loading sonner and mounts the toast area; call it when a toast becomes likely. */
export function preloadToasts(): void {
  if (requested) return;
  requested = true;
  listeners.forEach((listener) => listener());
  loadSonner().catch(() => {
    // Offline or a new deployment: `notify` tries again and falls back to an alert.
  });
}

type Sonner = Pick<typeof import('sonner'), 'toast'>;

/** A notify() whose sonner comes from `load` (the application's is `notify` below; tests give a failing one). */
export function createNotify(load: () => Promise<Sonner>) {
  return async (kind: Kind, message: string): Promise<void> => {
    preloadToasts();
    try {
      const { toast } = await load();
      toast[kind](message);
    } catch {
      window.alert(message);
    }
  };
}

/** Shows `message` as a toast. Should sonner's code fail to load, the visitor still gets the message. */
export const notify = createNotify(loadSonner);
