'use client';

import { useCallback, useState } from 'react';

/**
 * State for a dialog whose code loads on demand: nothing is mounted until the first `show()`, after which the
 * dialog stays mounted (closing keeps its state and plays its exit) and `open` says whether it is shown.
 */
export function useOnDemandDialog() {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const show = useCallback(() => {
    setMounted(true);
    setOpen(true);
  }, []);
  return { open, setOpen, mounted, show };
}
