import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { NOTICE_VERSION_KEY, UserType, type Notice } from 'shared-contracts';
import { closeLogin, openLogin } from 'shared-contracts/app';
import { appStore, mockApi, ok, renderInApp, resetBrowserState } from 'shared-contracts/testing';
import { NoticeDialog } from './notice-dialog';
import { isEmptyContent, shouldShowNotice } from '../utils/notice-rules';

const NOTICE: Notice = { title: '', content: '<p>春节期间<b>暂停发货</b></p>', date: '2026-01-20', version: 'v7' };

beforeEach(resetBrowserState);

describe('notice rules (SPEC §2.3)', () => {
  it.each([
    ['', true],
    ['<p></p>', true],
    ['<p><br></p>', true],
    ['<p>&nbsp;</p>', true],
    ['<p>放假通知</p>', false],
    ['<p><img src="/a.png"></p>', false],
  ])('%j is empty: %s', (html, empty) => expect(isEmptyContent(html)).toBe(empty));

  it('shows a notice unless it is empty or its version was dismissed', () => {
    expect(shouldShowNotice(NOTICE, null)).toBe(true);
    expect(shouldShowNotice(NOTICE, 'v6')).toBe(true);
    expect(shouldShowNotice(NOTICE, 'v7')).toBe(false);
    expect(shouldShowNotice({ ...NOTICE, content: '<p></p>' }, null)).toBe(false);
    expect(shouldShowNotice(null, null)).toBe(false);
  });
});

describe('notice dialog', () => {
  it('waits while the login dialog is open (a supplier sent home to sign in again), and shows once it closes', async () => {
    mockApi({ 'GET /api/gift/page/homepage': ok(NOTICE) });
    const store = appStore();
    store.dispatch(openLogin({ userType: UserType.SUPPLIER }));
    renderInApp(<NoticeDialog />, { store });
    await waitFor(() => expect(store.getState().api.queries).not.toEqual({}));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('notice-content')).toBeNull();
    act(() => {
      store.dispatch(closeLogin());
    });
    expect(await screen.findByTestId('notice-content')).toHaveTextContent('春节期间暂停发货');
  });

  it('shows title 公告 by default, the content as the server sanitised it (styles put back) and the date; 我知道了 only closes', async () => {
    mockApi({ 'GET /api/gift/page/homepage': ok({ ...NOTICE, content: '<p>春节期间<b data-sanitised-style="color: red">暂停发货</b></p>' }) });
    renderInApp(<NoticeDialog />);
    expect(await screen.findByText('公告')).toBeInTheDocument();
    const content = screen.getByTestId('notice-content');
    expect(content.querySelector('b')).toHaveTextContent('暂停发货');
    expect(content.querySelector('b')!.style.color).toBe('red');
    expect(screen.getByText('2026-01-20')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '我知道了' }));
    await waitFor(() => expect(screen.queryByTestId('notice-content')).toBeNull());
    expect(window.localStorage.getItem(NOTICE_VERSION_KEY)).toBeNull();
  });

  it('不再提示 stores the version; the next visit asks with it and shows nothing', async () => {
    const api = mockApi({ 'GET /api/gift/page/homepage': ok({ ...NOTICE, title: '放假通知' }) });
    const { unmount } = renderInApp(<NoticeDialog />);
    expect(await screen.findByText('放假通知')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '不再提示' }));
    await waitFor(() => expect(screen.queryByText('放假通知')).toBeNull());
    expect(window.localStorage.getItem(NOTICE_VERSION_KEY)).toBe('v7');
    unmount();

    // even if a server ignored inversion, the stored version keeps it closed
    renderInApp(<NoticeDialog />);
    await waitFor(() => expect(api.callsTo('GET /api/gift/page/homepage')).toHaveLength(2));
    expect(api.callsTo('GET /api/gift/page/homepage')[1].query.get('inversion')).toBe('v7');
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText('放假通知')).toBeNull();
  });

  it('shows nothing for an empty paragraph', async () => {
    const api = mockApi({ 'GET /api/gift/page/homepage': ok({ ...NOTICE, content: '<p><br></p>' }) });
    renderInApp(<NoticeDialog />);
    await waitFor(() => expect(api.calls).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
