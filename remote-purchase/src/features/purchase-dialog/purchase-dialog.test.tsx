import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi, ok, renderInApp, resetBrowserState } from 'shared-contracts/testing';
import { INFO, LINES, priceReply, servePurchase, WU_INFO, XINJIANG } from '../../test-support/purchase-fixtures';
import { CLOSE_TITLE, PurchaseDialog } from './purchase-dialog';
import { addLines, choosePlatform, footer, renderPurchase, rowOf, table, tableRows, totalIs } from '../../test-support/render-purchase';

// small texts never reach the worker; jsdom has none
jest.mock('../typed-recipients/worker/create-worker');

beforeEach(resetBrowserState);

const priceCalls = (server: ReturnType<typeof mockApi>) => server.callsTo('POST /api/gift/order/price');

/** The question before closing over recipients (jsdom's ids give every dialog the same label: found by its title). */
const askedToClose = async () => (await screen.findByText(CLOSE_TITLE)).closest<HTMLElement>('[role="dialog"]')!;

describe('商品购买 dialog', () => {
  it('closes at once when empty, and asks before closing over recipients (继续填写 keeps them)', async () => {
    servePurchase();
    const { onClose } = await renderPurchase();
    const closeButton = () => screen.getAllByRole('button', { name: /close|关闭/i })[0];
    choosePlatform('淘宝/天猫');
    addLines(LINES.zhang, LINES.li);
    await totalIs('¥5.00');
    fireEvent.click(closeButton());
    const question = await askedToClose();
    expect(question).toHaveTextContent('已添加的 2 个收件人不会保存。');
    fireEvent.click(within(question).getByRole('button', { name: '继续填写' }));
    await waitFor(() => expect(screen.queryByText(CLOSE_TITLE)).not.toBeVisible());
    expect(onClose).not.toHaveBeenCalled();
    expect(tableRows()).toHaveLength(2);
    fireEvent.click(closeButton());
    fireEvent.click(within(await askedToClose()).getByRole('button', { name: '确定关闭' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes without asking when no recipient was added', async () => {
    mockApi({ 'GET /api/gift/purchase/info': ok(INFO) });
    const { onClose } = await renderPurchase();
    fireEvent.click(screen.getAllByRole('button', { name: /close|关闭/i })[0]);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(CLOSE_TITLE)).toBeNull();
  });

  it('shows the courier, the platforms (disabled ones disabled) and an order button disabled without recipients', async () => {
    mockApi({ 'GET /api/gift/purchase/info': ok(INFO) });
    await renderPurchase();
    expect(screen.getByText('圆通快递（义乌仓）')).toBeInTheDocument();
    expect(screen.getByText('浙江省金华市义乌市稠州北路1号')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '拼多多' })).toBeDisabled();
    expect(screen.getByRole('tab', { name: '手动输入' })).toBeInTheDocument();
    expect(within(footer()).getByRole('button', { name: '立即下单' })).toBeDisabled();
    expect(footer()).toHaveTextContent('收件人 0 个');
    expect(footer()).toHaveTextContent('合计 ¥0.00');
  });

  it('says 请先选择平台 when recipients are added before a platform is chosen, keeping the text', async () => {
    const server = servePurchase();
    await renderPurchase();
    addLines(LINES.zhang);
    expect(await screen.findByText('请先选择平台')).toBeInTheDocument();
    expect(screen.getByLabelText('收件人信息')).toHaveValue(LINES.zhang);
    expect(screen.queryByTestId('recipient-table')).toBeNull();
    expect(priceCalls(server)).toHaveLength(0);
  });

  it('platform 6 (视频号) turns typed entry off and says why, keeping what was typed (授权店铺 is forced)', async () => {
    mockApi({ 'GET /api/gift/purchase/info': ok(INFO), 'GET /api/user/store/options': ok([]) });
    await renderPurchase();
    fireEvent.change(screen.getByLabelText('收件人信息'), { target: { value: LINES.zhang } });
    choosePlatform('视频号');
    expect(await screen.findByText('视频号订单仅支持从已授权店铺获取收件人')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('tab', { name: '授权店铺' })).toHaveAttribute('aria-selected', 'true'));
    expect(screen.getByLabelText('收件人信息')).toBeDisabled();
    expect(screen.getByLabelText('收件人信息')).toHaveValue(LINES.zhang);
    expect(screen.getByRole('tab', { name: '手动输入' })).toHaveAttribute('aria-disabled', 'true');
    choosePlatform('淘宝/天猫');
    await waitFor(() => expect(screen.getByLabelText('收件人信息')).toBeEnabled());
    expect(screen.queryByText('视频号订单仅支持从已授权店铺获取收件人')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: '手动输入' }));
    expect(screen.getByRole('button', { name: '完成添加' })).toBeEnabled();
  });

  it('prices all rows once after they are added and shows the server’s prices, states and total', async () => {
    const server = servePurchase();
    await renderPurchase();
    choosePlatform('淘宝/天猫');
    addLines(LINES.zhang, LINES.li, LINES.wang);
    await totalIs('¥5.00');
    expect(priceCalls(server)).toHaveLength(1);
    const sent = priceCalls(server)[0].body as { goods_id: number; goods_num: number; express_id: number; rec_list: { id: number; rec_name: string }[] };
    expect(sent).toMatchObject({ goods_id: 11, goods_num: 1, express_id: 3 });
    expect(sent.rec_list.map((r) => r.rec_name)).toEqual(['张三', '李四', '王五']);
    // stable unique ids, not indexes
    expect(new Set(sent.rec_list.map((r) => r.id)).size).toBe(3);
    expect(footer()).toHaveTextContent('收件人 3 个');
    expect(within(rowOf('张三')).getByText('¥2.50')).toBeInTheDocument();
    // the server's error: a red row with the reason
    const wang = rowOf('王五');
    expect(wang).toHaveClass('row-error');
    expect(wang).toHaveAttribute('title', XINJIANG);
    expect(within(wang).getByLabelText(XINJIANG)).toBeInTheDocument();
    // no price for a row that cannot be shipped
    expect(within(wang).getByText('—')).toBeInTheDocument();
  });

  it('re-prices once when the quantity changes and after an edit or a deletion; 序号 stays the row’s number', async () => {
    const server = servePurchase();
    await renderPurchase();
    choosePlatform('淘宝/天猫');
    addLines(LINES.zhang, LINES.li);
    await totalIs('¥5.00');

    fireEvent.change(screen.getByLabelText('购买数量'), { target: { value: '3' } });
    await totalIs('¥15.00');
    expect(priceCalls(server)).toHaveLength(2);
    expect(priceCalls(server)[1].body).toMatchObject({ goods_num: 3 });
    expect(within(rowOf('李四')).getByText('¥7.50')).toBeInTheDocument();

    // edit 李四's city: the row's inputs, 确认修改, priced again with the same id
    const idBefore = (priceCalls(server)[1].body as { rec_list: { id: number }[] }).rec_list[1].id;
    fireEvent.click(within(rowOf('李四')).getByRole('button', { name: '编辑' }));
    const li = rowOf('李四');
    fireEvent.change(within(li).getByLabelText('详细地址'), { target: { value: '文三路99号' } });
    fireEvent.click(within(li).getByRole('button', { name: '确认修改' }));
    await waitFor(() => expect(priceCalls(server)).toHaveLength(3));
    const edited = (priceCalls(server)[2].body as { rec_list: { id: number; rec_address: string }[] }).rec_list[1];
    expect(edited).toMatchObject({ id: idBefore, rec_address: '文三路99号' });
    expect(within(rowOf('李四')).getByText('文三路99号')).toBeInTheDocument();

    fireEvent.click(within(rowOf('张三')).getByRole('button', { name: '删除' }));
    await totalIs('¥7.50');
    expect(priceCalls(server)).toHaveLength(4);
    expect(tableRows()).toHaveLength(1);
    expect(within(tableRows()[0]).getAllByRole('cell')[0]).toHaveTextContent('1');
    expect(footer()).toHaveTextContent('收件人 1 个');
  });

  it('drops a price answer for rows that have changed since it was asked', async () => {
    const server = servePurchase();
    const answer = server.fetchMock.getMockImplementation()!;
    let releaseFirst: () => void = () => undefined;
    let priceCount = 0;
    server.fetchMock.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      // the first price answer (quantity 1) comes back only after the quantity has changed
      if (request.url.endsWith('/api/gift/order/price') && ++priceCount === 1) await new Promise<void>((r) => (releaseFirst = r));
      return answer(request);
    });
    await renderPurchase();
    choosePlatform('淘宝/天猫');
    addLines(LINES.zhang, LINES.li);
    await waitFor(() => expect(priceCount).toBe(1));
    fireEvent.change(screen.getByLabelText('购买数量'), { target: { value: '2' } });
    await totalIs('¥10.00');
    act(() => releaseFirst());
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(within(footer()).getByLabelText('合计')).toHaveTextContent('¥10.00');
    expect(within(rowOf('张三')).getByText('¥5.00')).toBeInTheDocument();
  });

  it('序号 is the row’s own number on every page', async () => {
    servePurchase();
    await renderPurchase();
    choosePlatform('淘宝/天猫');
    addLines(...Array.from({ length: 12 }, (_, i) => `${2000 + i}，${'甲乙丙丁戊己庚辛壬癸子丑'[i]}先生，139${String(i).padStart(8, '0')}，广东省深圳市南山区科技园${i + 1}号`));
    await totalIs('¥30.00');
    expect(tableRows()).toHaveLength(10);
    fireEvent.click(within(table()).getByTitle('2'));
    await waitFor(() => expect(tableRows()).toHaveLength(2));
    expect(within(tableRows()[0]).getAllByRole('cell')[0]).toHaveTextContent('11');
    expect(within(tableRows()[1]).getAllByRole('cell')[0]).toHaveTextContent('12');
    expect(table()).toHaveTextContent('共 12 位收件人');
  });

  it('取消 leaves a row as it was, and nothing is priced', async () => {
    const server = servePurchase();
    await renderPurchase();
    choosePlatform('淘宝/天猫');
    addLines(LINES.zhang);
    await totalIs('¥2.50');
    fireEvent.click(within(rowOf('张三')).getByRole('button', { name: '编辑' }));
    fireEvent.change(within(rowOf('张三')).getByLabelText('联系人'), { target: { value: '张小三' } });
    fireEvent.click(within(rowOf('张小三')).getByRole('button', { name: '取消' }));
    expect(within(table()).getByText('张三')).toBeInTheDocument();
    await act(() => new Promise((r) => setTimeout(r, 400)));
    expect(priceCalls(server)).toHaveLength(1);
  });

  it('shows the 补发单号 column only for is_wu couriers', async () => {
    mockApi({ 'GET /api/gift/purchase/info': ok(WU_INFO), 'POST /api/gift/order/price': priceReply });
    await renderPurchase();
    choosePlatform('淘宝/天猫');
    addLines(LINES.zhang);
    await totalIs('¥2.50');
    expect(within(table()).getByRole('columnheader', { name: '补发单号' })).toBeInTheDocument();
  });

  it('says 商品信息获取失败 when the purchase info cannot be read, with 重新加载', async () => {
    const server = mockApi({ 'GET /api/gift/purchase/info': [{ code: 1, msg: '商品已下架', data: null }, ok(INFO)] });
    renderInApp(<PurchaseDialog goodsId={11} onClose={() => undefined} />, { loggedIn: true });
    expect(await screen.findByText('商品信息获取失败')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '重新加载' }));
    await screen.findByTestId('purchase-dialog');
    expect(server.callsTo('GET /api/gift/purchase/info')).toHaveLength(2);
  });
});
