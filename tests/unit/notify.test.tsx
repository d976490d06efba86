// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

// Sonner and the toast area are not in the first load: they come when a toast is first asked for.
describe('notify', () => {
  afterEach(() => {
    vi.resetModules();
    vi.restoreAllMocks();
  });

  it('mounts the toast area on the first toast and shows that toast', async () => {
    const { AppToaster } = await import('@/components/layout/app-toaster');
    const { notify } = await import('@/lib/browser/notify');
    const { container } = render(<AppToaster />);
    expect(container.innerHTML).toBe('');

    await act(() => notify('success', 'Richiesta inviata'));
    expect(await screen.findByText('Richiesta inviata')).toBeTruthy();
    expect(document.querySelector('[data-sonner-toaster]')).not.toBeNull();
  });

  it('still tells the visitor when sonner cannot be loaded', async () => {
    const { createNotify } = await import('@/lib/browser/notify');
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const offline = createNotify(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    await offline('error', 'Errore di rete');
    expect(alert).toHaveBeenCalledWith('Errore di rete');
  });
});
