/**
 * ListFilters, the one filter bar of every list: each kind of field writes the URL (back to page 1), 重置 clears
 * what the bar shows, and a bar with text boxes is a search form sent with 搜索.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { z } from 'zod';
import { chinaText } from 'shared-contracts/china-time';
import { Button } from 'shared-contracts/ui';
import { renderInApp, resetBrowserState } from 'shared-contracts/testing';
import { defineListParams, ListFilters, useListParams, type FiltersOf, type ListFilter } from './index';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const moment = z.string().regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/);
const schemas = {
  /** a tab beside the bar: not the bar's to clear */
  tab: z.enum(['a', 'b']).default('a'),
  status: z.enum(['1', '2']).optional(),
  courier: z.coerce.number().int().positive().optional(),
  account: z.enum(['cash', 'bonus']).default('cash'),
  kind: z.string().default(''),
  mobile: z.string().trim().default(''),
  keyword: z.string().trim().default(''),
  from: day.optional(),
  to: day.optional(),
  start: moment.optional(),
  end: moment.optional(),
};
const params = defineListParams(schemas);
type Params = FiltersOf<typeof schemas>;

const instantFields: ListFilter<Params>[] = [
  { kind: 'choice', key: 'status', label: '状态', all: '全部状态', options: { 1: '待处理', 2: '已完成' } },
  { kind: 'choice', key: 'courier', label: '快递', all: '全部快递', options: [{ value: 7, label: '中通快递' }], loading: false },
  { kind: 'choice', key: 'account', label: '账户', options: { cash: '现金', bonus: '赠送' }, clears: ['kind'] },
  {
    kind: 'search',
    key: 'mobile',
    label: '手机号',
    placeholder: '手机号后 4 位',
    accept: { pattern: /^\d{4}$/, message: '请输入手机号后 4 位' },
    enterButton: '搜索',
  },
  { kind: 'range', keys: ['from', 'to'], label: '下单日期' },
  { kind: 'custom', keys: ['kind'], render: (update) => <Button onClick={() => update({ kind: 'x' })}>只看 x</Button> },
];

function Bar({ fields = instantFields, onChange }: { fields?: ListFilter<Params>[]; onChange?: () => void }) {
  const list = useListParams(params);
  return <ListFilters list={list} filters={fields} onChange={onChange} captions />;
}

const choose = async (label: string, option: string) => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  const found = await screen.findAllByTitle(option);
  fireEvent.click(found.at(-1)!);
};
const pickToday = async (placeholder: string) => {
  const [start] = await screen.findAllByPlaceholderText(placeholder);
  fireEvent.mouseDown(start);
  fireEvent.click(start);
  fireEvent.click(await screen.findByText('今天'));
};
const today = () => chinaText(Date.now()).slice(0, 10);
const reset = () => screen.queryByRole('button', { name: /重\s*置/ });

beforeEach(resetBrowserState);

describe('ListFilters: a bar applied at once', () => {
  it('a search box writes its text trimmed, back to page 1, and starts again from the URL', async () => {
    const { location } = renderInApp(<Bar />, { path: '/list?page=3' });
    const box = screen.getByRole('searchbox', { name: '手机号' });
    fireEvent.change(box, { target: { value: ' 0001 ' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(location()).toBe('/list?mobile=0001'));
    expect(screen.getByRole('searchbox', { name: '手机号' })).toHaveValue('0001');
  });

  it('a text the box does not accept is said beside it and not written; typing again takes the message away', async () => {
    const { location } = renderInApp(<Bar />, { path: '/list' });
    const box = screen.getByRole('searchbox', { name: '手机号' });
    fireEvent.change(box, { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: /搜\s*索/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('请输入手机号后 4 位');
    expect(location()).toBe('/list');
    fireEvent.change(box, { target: { value: '123' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a choice writes its value; its first option 全部… leaves the filter out; ids from a list stay numbers', async () => {
    const { location } = renderInApp(<Bar />, { path: '/list?status=1' });
    expect(screen.getByRole('combobox', { name: '状态' }).closest('.ant-select')).toHaveTextContent('待处理');
    expect(screen.getByRole('combobox', { name: '快递' }).closest('.ant-select')).toHaveTextContent('全部快递');
    await choose('状态', '全部状态');
    await waitFor(() => expect(location()).toBe('/list'));
    await choose('快递', '中通快递');
    await waitFor(() => expect(location()).toBe('/list?courier=7'));
  });

  it('a choice without 全部 always shows one; changing it clears the filters that depend on it', async () => {
    const { location } = renderInApp(<Bar />, { path: '/list?kind=x' });
    expect(screen.getByRole('combobox', { name: '账户' }).closest('.ant-select')).toHaveTextContent('现金');
    await choose('账户', '赠送');
    await waitFor(() => expect(location()).toBe('/list?account=bonus'));
  });

  it('a range of days writes both of its filters', async () => {
    const { location } = renderInApp(<Bar />, { path: '/list?page=2' });
    await pickToday('开始日期');
    await waitFor(() => expect(location()).toBe(`/list?from=${today()}&to=${today()}`));
  });

  it('重置 is offered only when the bar filters something, and clears all of it but the tabs beside it', async () => {
    const onChange = jest.fn();
    const { location } = renderInApp(<Bar onChange={onChange} />, { path: '/list?tab=b' });
    expect(reset()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '只看 x' }));
    await waitFor(() => expect(location()).toBe('/list?tab=b&kind=x'));
    expect(onChange).toHaveBeenCalledTimes(1);

    await choose('状态', '已完成');
    await waitFor(() => expect(location()).toBe('/list?tab=b&status=2&kind=x'));
    fireEvent.click(reset()!);
    await waitFor(() => expect(location()).toBe('/list?tab=b'));
    expect(reset()).toBeNull();
    expect(onChange).toHaveBeenCalledTimes(3);
  });

  it('says 重置 as told, and shows what follows it', () => {
    function Report() {
      const list = useListParams(params);
      return <ListFilters list={list} filters={[{ kind: 'range', keys: ['from', 'to'] }]} resetText="本月" after={<span>统计范围</span>} />;
    }
    renderInApp(<Report />, { path: '/list?from=2026-11-01&to=2026-11-02' });
    expect(screen.getByRole('button', { name: /本\s*月/ })).toBeInTheDocument();
    expect(screen.getByText('统计范围')).toBeInTheDocument();
  });
});

describe('ListFilters: a search form', () => {
  const formFields: ListFilter<Params>[] = [
    { kind: 'choice', key: 'status', label: '状态', all: '全部', options: { 1: '待处理', 2: '已完成' } },
    { kind: 'text', key: 'keyword', label: '单号', placeholder: '请输入单号' },
    { kind: 'text', key: 'mobile', label: '收件人手机号', placeholder: '完整手机号', accept: { pattern: /^1\d{10}$/, message: '请输入完整的 11 位手机号' } },
    { kind: 'range', keys: ['start', 'end'], label: '下单时间', time: true },
  ];

  it('sends the texts together with 搜索 (typing writes nothing), trimmed; a text not accepted is said under its box', async () => {
    const { location } = renderInApp(<Bar fields={formFields} />, { path: '/list?page=2' });
    expect(screen.getByRole('search', { name: '搜索条件' })).toBeInTheDocument();
    // captions: each field's name before it
    expect(screen.getByText('下单时间', { selector: 'label' })).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: '单号' }), { target: { value: ' A1 ' } });
    fireEvent.change(screen.getByRole('textbox', { name: '收件人手机号' }), { target: { value: '139' } });
    expect(location()).toBe('/list?page=2');
    fireEvent.click(screen.getByRole('button', { name: /搜\s*索/ }));
    expect(await screen.findByText('请输入完整的 11 位手机号')).toBeInTheDocument();
    expect(location()).toBe('/list?page=2');

    fireEvent.change(screen.getByRole('textbox', { name: '收件人手机号' }), { target: { value: '13912345678' } });
    fireEvent.click(screen.getByRole('button', { name: /搜\s*索/ }));
    await waitFor(() => expect(location()).toBe('/list?mobile=13912345678&keyword=A1'));
  });

  it('a range of moments waits for 搜索; a choice applies at once; 重置 is always there and empties the form', async () => {
    const { location } = renderInApp(<Bar fields={formFields} />, { path: '/list?keyword=B2' });
    expect(screen.getByRole('textbox', { name: '单号' })).toHaveValue('B2');
    await pickToday('开始时间');
    expect(location()).toBe('/list?keyword=B2');
    fireEvent.click(screen.getByRole('button', { name: /搜\s*索/ }));
    await waitFor(() => expect(location()).toBe(`/list?keyword=B2&start=${today()}&end=${today()}`));
    await choose('状态', '已完成');
    await waitFor(() => expect(location()).toBe(`/list?status=2&keyword=B2&start=${today()}&end=${today()}`));

    fireEvent.change(screen.getByRole('textbox', { name: '收件人手机号' }), { target: { value: '139' } });
    fireEvent.click(reset()!);
    await waitFor(() => expect(location()).toBe('/list'));
    expect(screen.getByRole('textbox', { name: '单号' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: '收件人手机号' })).toHaveValue('');
    expect(reset()).toBeInTheDocument();
  });
});
