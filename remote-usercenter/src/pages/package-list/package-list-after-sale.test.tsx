import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi, renderInApp, resetBrowserState } from 'shared-contracts/testing';
import { serveParcels } from '../../test-support/order-fixtures';
import { PackageListPage } from './index';

// 申请售后 (issue 21): each parcel leads to 工单管理's 新建工单 with its 运单号 filled in.
const table = () => screen.getByRole('region', { name: '包裹列表' });
const bodyRows = () => Array.from(table().querySelectorAll('tbody tr.ant-table-row')) as HTMLElement[];

beforeEach(resetBrowserState);

it('申请售后 on a parcel opens 新建工单 with its waybill number', async () => {
  mockApi({ 'POST /api/user/order/parcel': serveParcels });
  const { location } = renderInApp(<PackageListPage />, { path: '/user-center/package-list', loggedIn: true });
  await waitFor(() => expect(bodyRows()).toHaveLength(10));
  const link = within(bodyRows()[0]).getByRole('link', { name: '申请售后' });
  expect(link).toHaveAttribute('href', '/user-center/merchant-news?create=753100000000');
  // a parcel without a waybill number (waiting, or refused and refunded) has nothing to ask the courier yet
  const withoutWaybill = bodyRows().filter((row) => !/7531\d{8}/.test(row.textContent ?? ''));
  expect(withoutWaybill.length).toBeGreaterThan(0);
  for (const row of withoutWaybill) expect(within(row).queryByRole('link', { name: '申请售后' })).toBeNull();
  fireEvent.click(link);
  expect(location()).toBe('/user-center/merchant-news?create=753100000000');
});
