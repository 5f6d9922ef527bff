import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderInApp } from 'shared-contracts/testing';
import { PurchaseDialog } from '../features/purchase-dialog';

/** Renders 商品购买 for goods 11 in the host's providers (logged in), beside `extra`, and waits for its content. */
export async function renderPurchase(extra?: ReactElement) {
  const onClose = jest.fn();
  const view = renderInApp(
    <>
      <PurchaseDialog goodsId={11} onClose={onClose} />
      {extra}
    </>,
    { loggedIn: true, path: '/gift-list' },
  );
  await screen.findByTestId('purchase-dialog');
  return { ...view, onClose };
}

export function choosePlatform(name: string) {
  fireEvent.click(screen.getByRole('radio', { name }));
}

/** Types the lines into 手动输入 and presses 完成添加. */
export function addLines(...lines: string[]) {
  fireEvent.change(screen.getByLabelText('收件人信息'), { target: { value: lines.join('\n') } });
  fireEvent.click(screen.getByRole('button', { name: '完成添加' }));
}

export const footer = () => screen.getByTestId('order-footer');
export const table = () => screen.getByTestId('recipient-table');
export const tableRows = () => Array.from(table().querySelectorAll('tbody tr.ant-table-row')) as HTMLElement[];
export const rowOf = (name: string) => {
  const row = tableRows().find((tr) => within(tr).queryByText(name) || within(tr).queryByDisplayValue(name));
  if (!row) throw new Error(`no row for ${name}`);
  return row;
};

/** Waits until the footer shows this total (the server's). */
export async function totalIs(text: string) {
  await waitFor(() => expect(within(footer()).getByLabelText('合计')).toHaveTextContent(text), { timeout: 3000 });
}
