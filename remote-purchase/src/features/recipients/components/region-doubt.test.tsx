import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { RecipientInput } from 'shared-contracts';
import type { RecognitionResult } from 'recipient-engine/recipients';
import { findDialog, mockApi, ok, queryDialog, type RecordedCall, resetBrowserState } from 'shared-contracts/testing';
import { LINES, priceReply, servePurchase } from '../../../test-support/purchase-fixtures';
import { addLines, choosePlatform, footer, renderPurchase, rowOf, tableRows } from '../../../test-support/render-purchase';

/** Issue 13, never a silent guess: a typed line whose place is ambiguous, as the recognition hands it over. */
const AMBIGUOUS = '赵七，13900000007，朝阳区建国路1号';
const WARNING = '“朝阳区”不止一处：北京市 北京市 朝阳区、吉林省 长春市 朝阳区，请选择地区';

jest.mock('../../typed-recipients/worker/create-worker');

// The engine's answer for 赵七's line, whatever the engine of the day makes of it: the contract's shape
// (province/city hold what the candidates agree on, '' here; the district they share).
jest.mock('../../typed-recipients/hooks/recognise', () => {
  const actual = jest.requireActual<typeof import('../../typed-recipients/hooks/recognise')>('../../typed-recipients/hooks/recognise');
  return {
    ...actual,
    recognise: async (text: string): Promise<RecognitionResult> => {
      const result = await actual.recognise(text);
      const rows = result.rows.map((row) =>
        row.rec_name === '赵七'
          ? {
              ...row,
              rec_province: '',
              rec_city: '',
              rec_district: '朝阳区',
              rec_address: '建国路1号',
              warning: '“朝阳区”不止一处：北京市 北京市 朝阳区、吉林省 长春市 朝阳区，请选择地区',
              candidates: [
                { province: '北京市', city: '北京市', district: '朝阳区' },
                { province: '吉林省', city: '长春市', district: '朝阳区' },
              ],
            }
          : row,
      );
      return { ...result, rows };
    },
  };
});

beforeEach(resetBrowserState);

/** The server: a row without a province is state 2 (as the real one answers an ambiguous row). */
function serve() {
  return servePurchase({
    'POST /api/gift/order/price': (call: RecordedCall) => {
      const reply = priceReply(call);
      const rows = reply.data.rec_list.map((r) => (r.rec_province ? r : { ...r, price: 0, state: 2 as const, errorText: '省份不能为空' }));
      const bad = rows.filter((r) => r.state === 2).length;
      return ok({ ...reply.data, state: bad > 0 ? 2 : 1, rec_list: rows, total_price: reply.data.total_price - bad * 2.5 });
    },
    'POST /api/gift/order/check': ok([]),
    'GET /api/user/wallet/info': ok({ balance: 100, recharge_total: 0, spend_total: 0 }),
  });
}

const pricedBodies = (server: ReturnType<typeof mockApi>) =>
  server.callsTo('POST /api/gift/order/price').map((c) => (c.body as { rec_list: (RecipientInput & Record<string, unknown>)[] }).rec_list);

async function ready(lines: string[]) {
  const server = serve();
  await renderPurchase();
  choosePlatform('淘宝/天猫');
  addLines(...lines);
  await waitFor(() => expect(footer()).toHaveTextContent(`收件人 ${lines.length} 个`));
  await waitFor(() => expect(footer()).not.toHaveTextContent('正在计算价格'));
  return server;
}

const order = () => fireEvent.click(within(footer()).getByRole('button', { name: '立即下单' }));
const doubtOf = (row: HTMLElement) => within(row).queryByTestId('region-doubt');

async function pick(row: HTMLElement, label: string) {
  fireEvent.click(within(row).getByRole('button', { name: /选择地区/ }));
  fireEvent.click(await screen.findByRole('menuitem', { name: label }));
}

describe('an ambiguous place in the recipient table (issue 13)', () => {
  it('is in error with its warning and 选择地区; the price answer keeps it so; candidates never reach the server', async () => {
    const server = await ready([LINES.zhang, AMBIGUOUS]);
    const row = rowOf('赵七');
    expect(row).toHaveClass('row-error');
    expect(row).toHaveAttribute('title', WARNING);
    expect(doubtOf(row)).toHaveTextContent(WARNING);
    expect(within(row).getByRole('button', { name: /选择地区/ })).toBeInTheDocument();
    expect(within(row).getByLabelText(WARNING)).toBeInTheDocument(); // the 序号 cell's error mark
    // the good row is not touched
    expect(rowOf('张三')).not.toHaveClass('row-error');
    expect(doubtOf(rowOf('张三'))).toBeNull();
    // priced (the server says state 2 for the empty province): still the warning, still the picker
    expect(pricedBodies(server).at(-1)).toHaveLength(2);
    for (const sent of pricedBodies(server).at(-1)!) {
      expect(sent).not.toHaveProperty('candidates');
      expect(sent).not.toHaveProperty('warning');
    }
    expect(doubtOf(rowOf('赵七'))).toHaveTextContent(WARNING);
  });

  it('picking a candidate fills the place, drops the warning and re-prices the row', async () => {
    const server = await ready([AMBIGUOUS]);
    const before = server.callsTo('POST /api/gift/order/price').length;
    await pick(rowOf('赵七'), '吉林省 长春市 朝阳区');
    const row = rowOf('赵七');
    expect(within(row).getByText('吉林省')).toBeInTheDocument();
    expect(within(row).getByText('长春市')).toBeInTheDocument();
    expect(doubtOf(row)).toBeNull();
    await waitFor(() => expect(server.callsTo('POST /api/gift/order/price').length).toBe(before + 1));
    expect(pricedBodies(server).at(-1)![0]).toMatchObject({ rec_province: '吉林省', rec_city: '长春市', rec_district: '朝阳区', rec_address: '建国路1号' });
    await waitFor(() => expect(within(rowOf('赵七')).getByText('¥2.50')).toBeInTheDocument());
    expect(rowOf('赵七')).not.toHaveClass('row-error');
  });

  it('editing the row (编辑 → 确认修改) settles it too', async () => {
    const server = await ready([AMBIGUOUS]);
    fireEvent.click(within(rowOf('赵七')).getByRole('button', { name: '编辑' }));
    fireEvent.change(within(tableRows()[0]).getByLabelText('省'), { target: { value: '北京市' } });
    fireEvent.change(within(tableRows()[0]).getByLabelText('市'), { target: { value: '北京市' } });
    fireEvent.click(within(tableRows()[0]).getByRole('button', { name: '确认修改' }));
    expect(doubtOf(tableRows()[0])).toBeNull();
    await waitFor(() => expect(pricedBodies(server).at(-1)![0]).toMatchObject({ rec_province: '北京市', rec_city: '北京市' }));
    await waitFor(() => expect(tableRows()[0]).not.toHaveClass('row-error'));
  });

  it('stops ordering on the row, naming it, until a candidate is picked; then ordering goes on', async () => {
    const server = await ready([LINES.zhang, AMBIGUOUS]);
    order();
    expect(await screen.findByText('第2行收件地区不明确，请选择地区或修改')).toBeInTheDocument();
    expect(server.callsTo('POST /api/gift/order/check')).toHaveLength(0);
    expect(queryDialog('错误订单')).toBeNull();
    // the row is opened for editing, its picker still there; picking fills the inputs too
    const row = rowOf('赵七');
    expect(within(row).getByLabelText('省')).toHaveValue('');
    await pick(row, '北京市 北京市 朝阳区');
    expect(within(rowOf('赵七')).getByLabelText('省')).toHaveValue('北京市');
    expect(within(rowOf('赵七')).getByLabelText('区')).toHaveValue('朝阳区');
    fireEvent.click(within(rowOf('赵七')).getByRole('button', { name: '确认修改' }));
    await waitFor(() => expect(footer()).not.toHaveTextContent('正在计算价格'));
    order();
    const payment = await findDialog('确认支付');
    expect(within(payment).getByRole('button', { name: '确认支付 ¥5.00' })).toBeInTheDocument();
    expect(pricedBodies(server).at(-1)![1]).toMatchObject({ rec_name: '赵七', rec_province: '北京市', rec_city: '北京市', rec_district: '朝阳区' });
  });
});
