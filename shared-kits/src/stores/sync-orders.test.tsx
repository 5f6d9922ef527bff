import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { StoreMessages, STORE_SYNC_CAP, STORE_SYNC_POLL_MS, STORE_SYNC_STEP } from 'shared-contracts';
import { fail, mockApi, ok, renderInApp, resetBrowserState } from 'shared-contracts/testing';
import { useStoreOptionsQuery } from './api';
import { SyncOrdersButton } from './sync-button';
import { nextSyncProgress } from './sync-progress';
import { SYNC_RELOAD_DELAY_MS } from './use-store-sync';

// 2026-11-23 12:00:00 in China
const NOW = Date.parse('2026-11-23T04:00:00Z');

/** A 'Shop' list elsewhere on the page (the shop selector): it reloads after a finished sync. */
function Options() {
  const { data } = useStoreOptionsQuery(2);
  return <output data-testid="options">{data ? data.map((s) => s.shop_name).join(',') : '…'}</output>;
}

function renderSync(routes: Parameters<typeof mockApi>[0], storeId: number | null = 5) {
  const server = mockApi({ 'GET /api/user/store/options': ok([{ id: 5, shop_name: '小店', expired: false }]), 'POST /api/gift/auth/order/sync': ok({ value: 0, state: 'queued' }), ...routes });
  const view = renderInApp(
    <>
      <Options />
      <SyncOrdersButton storeId={storeId} shopName="小店" />
    </>,
    { loggedIn: true },
  );
  return { ...view, server };
}

/** The picker's two inputs (after the on-demand chunk replaced the placeholder). */
async function pickerInputs(dialog: HTMLElement) {
  await waitFor(() => expect(within(dialog).getAllByRole('textbox')).toHaveLength(2));
  return within(dialog).getAllByRole('textbox') as HTMLInputElement[];
}

const advance = (ms: number) =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
const progressDialog = () => screen.queryByRole('dialog', { name: '同步订单：小店' });
const shownPercent = () => progressDialog()?.querySelector('.ant-progress-indicator, .ant-progress-text')?.textContent;

async function startWithDefaultRange() {
  fireEvent.click(screen.getByRole('button', { name: '同步订单' }));
  const dialog = await screen.findByRole('dialog', { name: '同步订单：小店' });
  await pickerInputs(dialog);
  fireEvent.click(within(dialog).getByRole('button', { name: '开始同步' }));
  await waitFor(() => expect(within(screen.getByRole('dialog')).getByRole('status')).toBeInTheDocument());
}

beforeEach(resetBrowserState);
afterEach(() => jest.useRealTimers());

describe('nextSyncProgress (SPEC §4)', () => {
  it('rises 5 per poll whatever the server says below 100, stays at 99, and is 100 once the server says so', () => {
    expect(nextSyncProgress(0, 0)).toBe(STORE_SYNC_STEP);
    expect(nextSyncProgress(5, 80)).toBe(10);
    expect(nextSyncProgress(95, 50)).toBe(STORE_SYNC_CAP);
    expect(nextSyncProgress(99, 99)).toBe(99);
    expect(nextSyncProgress(10, 100)).toBe(100);
  });
});

describe('同步订单', () => {
  it('without a shop says 请选择店铺 and opens nothing', async () => {
    renderSync({}, null);
    fireEvent.click(screen.getByRole('button', { name: '同步订单' }));
    expect(await screen.findByText(StoreMessages.selectShop)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks for a range, by default the last 7 days ending now (China time), with the shortcuts 今天 / 昨天 / 最近一周', async () => {
    jest.useFakeTimers({ advanceTimers: true, now: NOW });
    const { server } = renderSync({ 'GET /api/gift/auth/order/sync/status': ok({ value: 10, state: 'active' }) });
    fireEvent.click(screen.getByRole('button', { name: '同步订单' }));
    const dialog = await screen.findByRole('dialog', { name: '同步订单：小店' });
    const inputs = await pickerInputs(dialog);
    expect(inputs.map((i) => i.value)).toEqual(['2026-11-16 12:00:00', '2026-11-23 12:00:00']);
    fireEvent.mouseDown(inputs[0]);
    fireEvent.click(inputs[0]);
    const presets = await screen.findByText('最近一周');
    expect(Array.from(presets.closest('ul')!.querySelectorAll('li')).map((li) => li.textContent)).toEqual(['今天', '昨天', '最近一周']);
    fireEvent.click(screen.getByText('昨天'));
    await waitFor(() => expect(inputs.map((i) => i.value)).toEqual(['2026-11-22 00:00:00', '2026-11-22 23:59:59']));
    fireEvent.click(within(dialog).getByRole('button', { name: '开始同步' }));
    await waitFor(() => expect(server.callsTo('POST /api/gift/auth/order/sync')).toHaveLength(1));
    expect(server.callsTo('POST /api/gift/auth/order/sync')[0].body).toEqual({ store_id: 5, start_time: '2026-11-22 00:00:00', end_time: '2026-11-22 23:59:59' });
  });

  it('the range is required: 请选择同步订单的时间范围', async () => {
    const { server } = renderSync({});
    fireEvent.click(screen.getByRole('button', { name: '同步订单' }));
    const dialog = await screen.findByRole('dialog', { name: '同步订单：小店' });
    await pickerInputs(dialog);
    const clear = dialog.querySelector('.ant-picker-clear') as HTMLElement;
    fireEvent.mouseDown(clear);
    fireEvent.mouseUp(clear);
    fireEvent.click(clear);
    await waitFor(() => expect(within(dialog).getAllByRole('textbox').map((i) => (i as HTMLInputElement).value)).toEqual(['', '']));
    fireEvent.click(within(dialog).getByRole('button', { name: '开始同步' }));
    expect(await within(dialog).findByText(StoreMessages.selectRange)).toBeInTheDocument();
    expect(server.callsTo('POST /api/gift/auth/order/sync')).toHaveLength(0);
  });

  it('polls every 2 s: the shown progress rises 5 per poll, stops at 99, jumps to 100 when the server says so; 同步完成, and the lists reload 2 s later', async () => {
    jest.useFakeTimers({ advanceTimers: true, now: NOW });
    const polls = 25;
    const replies = [...Array.from({ length: polls }, (_, i) => ok({ value: i < 3 ? 60 : 80, state: 'active' as const })), ok({ value: 100, state: 'completed' })];
    // when each poll came (fake clock): the next one is timed from it, not from when the test looks
    const polledAt: number[] = [];
    const { server } = renderSync({
      'GET /api/gift/auth/order/sync/status': () => replies[Math.min(polledAt.push(Date.now()) - 1, replies.length - 1)],
    });
    await waitFor(() => expect(screen.getByTestId('options')).toHaveTextContent('小店'));
    expect(server.callsTo('GET /api/user/store/options')).toHaveLength(1);
    await startWithDefaultRange();
    expect(server.callsTo('POST /api/gift/auth/order/sync')[0].body).toEqual({ store_id: 5, start_time: '2026-11-16 12:00:00', end_time: '2026-11-23 12:00:00' });
    expect(shownPercent()).toBe('0%');
    expect(server.callsTo('GET /api/gift/auth/order/sync/status')).toHaveLength(0);

    await advance(STORE_SYNC_POLL_MS);
    expect(server.callsTo('GET /api/gift/auth/order/sync/status')).toHaveLength(1);
    expect(server.callsTo('GET /api/gift/auth/order/sync/status')[0].query.get('store_id')).toBe('5');
    await waitFor(() => expect(shownPercent()).toBe('5%')); // the server said 60: not shown
    await advance(STORE_SYNC_POLL_MS);
    await waitFor(() => expect(shownPercent()).toBe('10%'));
    // the clock also runs with real time (advanceTimers): on a loaded machine the render above can take 100 ms
    await advance(polledAt[1] + STORE_SYNC_POLL_MS - 100 - Date.now());
    expect(server.callsTo('GET /api/gift/auth/order/sync/status')).toHaveLength(2);
    await advance(100);
    await waitFor(() => expect(shownPercent()).toBe('15%'));

    // 20 polls reach 99 (not 100); it stays there while the server works
    for (let i = 4; i <= polls; i++) await advance(STORE_SYNC_POLL_MS);
    await waitFor(() => expect(server.callsTo('GET /api/gift/auth/order/sync/status')).toHaveLength(polls));
    await waitFor(() => expect(shownPercent()).toBe('99%'));

    await advance(STORE_SYNC_POLL_MS);
    expect(await screen.findByText(StoreMessages.syncDone, { selector: '.ant-message *' })).toBeInTheDocument();
    expect(progressDialog()).toHaveTextContent(StoreMessages.syncDone);
    expect(progressDialog()!.querySelector('.ant-progress-status-success')).not.toBeNull();
    expect(server.callsTo('GET /api/user/store/options')).toHaveLength(1);

    await advance(SYNC_RELOAD_DELAY_MS);
    await waitFor(() => expect(progressDialog()).toBeNull());
    await waitFor(() => expect(server.callsTo('GET /api/user/store/options')).toHaveLength(2));
    // polling stopped
    await advance(STORE_SYNC_POLL_MS * 3);
    expect(server.callsTo('GET /api/gift/auth/order/sync/status')).toHaveLength(polls + 1);
  });

  it('a failed sync (a non-zero envelope) closes the progress dialog and shows the server\'s msg', async () => {
    jest.useFakeTimers({ advanceTimers: true, now: NOW });
    const { server } = renderSync({
      'GET /api/gift/auth/order/sync/status': [ok({ value: 30, state: 'active' }), fail(1, '平台接口限流，请稍后再试')],
    });
    await startWithDefaultRange();
    await advance(STORE_SYNC_POLL_MS);
    await waitFor(() => expect(shownPercent()).toBe('5%'));
    await advance(STORE_SYNC_POLL_MS);
    expect(await screen.findByText('平台接口限流，请稍后再试')).toBeInTheDocument();
    await waitFor(() => expect(progressDialog()).toBeNull());
    await advance(STORE_SYNC_POLL_MS * 3);
    expect(server.callsTo('GET /api/gift/auth/order/sync/status')).toHaveLength(2);
  });

  it('a refused start (e.g. the shop\'s authorisation ran out) shows the msg and keeps the range dialog', async () => {
    const { server } = renderSync({ 'POST /api/gift/auth/order/sync': fail(1, StoreMessages.authExpired) });
    fireEvent.click(screen.getByRole('button', { name: '同步订单' }));
    const dialog = await screen.findByRole('dialog', { name: '同步订单：小店' });
    await pickerInputs(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: '开始同步' }));
    expect(await screen.findByText(StoreMessages.authExpired)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: '同步订单：小店' })).toBeInTheDocument();
    expect(within(screen.getByRole('dialog')).queryByRole('status')).toBeNull();
    expect(server.callsTo('GET /api/gift/auth/order/sync/status')).toHaveLength(0);
  });
});
