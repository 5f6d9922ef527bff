import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi, ok, renderInApp, resetBrowserState } from 'shared-contracts/testing';
import { UserCenterLayout } from './index';

// The user-centre menu's 工单管理 badge (issue 21): unread replies plus unread 消息, kept fresh.
const menuItem = (name: string) => screen.getByRole('menuitem', { name: new RegExp(name) });

beforeEach(resetBrowserState);
afterEach(() => jest.useRealTimers());

describe('user-centre menu', () => {
  it('工单管理 carries the sum of unread work orders and 消息; the other items none', async () => {
    mockApi({ 'GET /api/user/work-order/unread': ok({ work_orders: 2, notifications: 3 }) });
    renderInApp(<UserCenterLayout />, { path: '/user-center/user-home', loggedIn: true });
    await waitFor(() => expect(within(menuItem('工单管理')).getByText('5')).toBeInTheDocument());
    expect(menuItem('我的钱包').querySelector('.ant-badge')).toBeNull();
  });

  it('nothing unread: no badge', async () => {
    const server = mockApi({ 'GET /api/user/work-order/unread': ok({ work_orders: 0, notifications: 0 }) });
    renderInApp(<UserCenterLayout />, { path: '/user-center/user-home', loggedIn: true });
    await waitFor(() => expect(server.callsTo('GET /api/user/work-order/unread')).toHaveLength(1));
    expect(menuItem('工单管理').querySelector('.ant-badge-count')).toBeNull();
  });

  it('asks again every 60 s while the page is visible, and when the window gets the focus back', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const server = mockApi({ 'GET /api/user/work-order/unread': [ok({ work_orders: 0, notifications: 1 }), ok({ work_orders: 1, notifications: 1 }), ok({ work_orders: 4, notifications: 1 })] });
    renderInApp(<UserCenterLayout />, { path: '/user-center/user-home', loggedIn: true });
    await waitFor(() => expect(within(menuItem('工单管理')).getByText('1')).toBeInTheDocument());
    await act(async () => {
      jest.advanceTimersByTime(60_000);
    });
    await waitFor(() => expect(within(menuItem('工单管理')).getByText('2')).toBeInTheDocument());
    await act(async () => {
      fireEvent.focus(window);
    });
    await waitFor(() => expect(within(menuItem('工单管理')).getByText('5')).toBeInTheDocument());
    expect(server.callsTo('GET /api/user/work-order/unread')).toHaveLength(3);
  });

  it('a hidden page does not poll', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const server = mockApi({ 'GET /api/user/work-order/unread': ok({ work_orders: 0, notifications: 1 }) });
    renderInApp(<UserCenterLayout />, { path: '/user-center/user-home', loggedIn: true });
    await waitFor(() => expect(server.callsTo('GET /api/user/work-order/unread')).toHaveLength(1));
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    try {
      await act(async () => {
        document.dispatchEvent(new Event('visibilitychange'));
      });
      await act(async () => {
        jest.advanceTimersByTime(180_000);
      });
      expect(server.callsTo('GET /api/user/work-order/unread')).toHaveLength(1);
    } finally {
      Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    }
  });
});
