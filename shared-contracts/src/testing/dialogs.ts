import { screen, waitFor } from '@testing-library/react';

/**
 * antd dialogs (Modal, Drawer) by their title. Under jest antd gives every dialog the same aria-labelledby
 * id, so a role query by name sees only the first one's title; these read each open dialog's title itself.
 */

/** The open dialog titled so (the whole title, or a pattern), or null. */
export function queryDialog(title: string | RegExp): HTMLElement | null {
  const titled = (text: string) => (typeof title === 'string' ? text === title : title.test(text));
  return screen.queryAllByRole('dialog').find((d) => titled(d.querySelector('.ant-modal-title, .ant-drawer-title')?.textContent ?? '')) ?? null;
}

/** Waits for the dialog titled so to be open, and returns it. */
export function findDialog(title: string | RegExp): Promise<HTMLElement> {
  return waitFor(() => {
    const found = queryDialog(title);
    if (!found) throw new Error(`no dialog ${String(title)}`);
    return found;
  });
}
