import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { BANNER_DISMISS_KEY, BANNER_DISMISS_MS, NOTICE_VERSION_KEY, type Notice } from 'shared-contracts';
import { mockApi, ok, renderInApp, resetBrowserState } from 'shared-contracts/testing';
import { isBannerDismissed } from '../utils/banner-dismissal';
import { NoticeBar } from './notice-bar';
import { NoticeDialog } from './notice-dialog';

const NOTICE: Notice = { title: '发货通知', content: '<p>春节期间<b>暂停发货</b>，&nbsp;2月5日恢复</p>', date: '2026-01-20', version: 'v7' };
const CLOSED_AT = Date.UTC(2026, 0, 20, 2, 0, 0);

beforeEach(() => {
  resetBrowserState();
  jest.useFakeTimers({ advanceTimers: true, now: CLOSED_AT });
});
afterEach(() => jest.useRealTimers());

async function renderBar() {
  const server = mockApi({ 'GET /api/gift/page/homepage': ok(NOTICE) });
  const view = renderInApp(<NoticeBar />);
  await waitFor(() => expect(server.callsTo('GET /api/gift/page/homepage')).toHaveLength(1));
  return { ...view, server };
}

describe('banner dismissal (SPEC §9: 7 days)', () => {
  it('a closing moment counts for 604800000 ms, then no more (and is removed)', () => {
    expect(BANNER_DISMISS_MS).toBe(604800000);
    expect(isBannerDismissed(CLOSED_AT)).toBe(false);
    localStorage.setItem(BANNER_DISMISS_KEY, String(CLOSED_AT));
    expect(isBannerDismissed(CLOSED_AT + BANNER_DISMISS_MS - 1)).toBe(true);
    expect(isBannerDismissed(CLOSED_AT + BANNER_DISMISS_MS)).toBe(false);
    expect(localStorage.getItem(BANNER_DISMISS_KEY)).toBeNull();
  });

  it.each([['garbage'], ['-5'], ['1e12'], [String(CLOSED_AT + 60_000)]])('%j is not a closing moment', (stored) => {
    localStorage.setItem(BANNER_DISMISS_KEY, stored);
    expect(isBannerDismissed(CLOSED_AT)).toBe(false);
  });
});

describe('notice bar', () => {
  it('shows the notice on one line: 公告, title and words, date, 关闭', async () => {
    await renderBar();
    const bar = await screen.findByRole('region', { name: '公告栏' });
    expect(bar).toHaveTextContent('公告发货通知：春节期间暂停发货， 2月5日恢复2026-01-20关闭');
  });

  it('关闭 hides it and keeps it closed for 7 days on the fake clock, then it shows again', async () => {
    const first = await renderBar();
    fireEvent.click(await screen.findByRole('button', { name: '关闭公告栏' }));
    expect(screen.queryByRole('region', { name: '公告栏' })).toBeNull();
    // the moment of 关闭 (the fake clock runs on a little while the test waits)
    const closedAt = Number(localStorage.getItem(BANNER_DISMISS_KEY));
    expect(closedAt - CLOSED_AT).toBeGreaterThanOrEqual(0);
    expect(closedAt - CLOSED_AT).toBeLessThan(5000);
    first.unmount();

    // a visit 7 days less a second later: still closed
    jest.setSystemTime(closedAt + BANNER_DISMISS_MS - 1000);
    const second = await renderBar();
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.queryByRole('region', { name: '公告栏' })).toBeNull();
    second.unmount();

    // 7 days on: back
    jest.setSystemTime(closedAt + BANNER_DISMISS_MS);
    await renderBar();
    expect(await screen.findByRole('region', { name: '公告栏' })).toBeInTheDocument();
  });

  it('is not shown for a notice dismissed with 不再提示, nor for an empty one', async () => {
    localStorage.setItem(NOTICE_VERSION_KEY, 'v7');
    const server = mockApi({ 'GET /api/gift/page/homepage': ok(NOTICE) });
    const { unmount } = renderInApp(<NoticeBar />);
    await waitFor(() => expect(server.callsTo('GET /api/gift/page/homepage')).toHaveLength(1));
    expect(server.callsTo('GET /api/gift/page/homepage')[0].query.get('inversion')).toBe('v7');
    expect(screen.queryByRole('region', { name: '公告栏' })).toBeNull();
    unmount();
    localStorage.clear();
    mockApi({ 'GET /api/gift/page/homepage': ok({ ...NOTICE, content: '<p><br></p>' }) });
    renderInApp(<NoticeBar />);
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.queryByRole('region', { name: '公告栏' })).toBeNull();
  });

  it('不再提示 in the dialog hides the bar at once; the dialog and the bar share one call', async () => {
    const server = mockApi({ 'GET /api/gift/page/homepage': ok(NOTICE) });
    renderInApp(
      <>
        <NoticeBar />
        <NoticeDialog />
      </>,
    );
    expect(await screen.findByRole('region', { name: '公告栏' })).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: '不再提示' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: '公告栏' })).toBeNull());
    expect(server.callsTo('GET /api/gift/page/homepage')).toHaveLength(1);
  });
});
