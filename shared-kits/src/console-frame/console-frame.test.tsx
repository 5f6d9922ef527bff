import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderInApp, resetBrowserState } from 'shared-contracts/testing';
import { Route, Routes } from 'shared-contracts/router';
import { AuthCard, ConsoleFrame, Loaded, PasswordChangeForm, type LoadableQuery, type PasswordPolicy } from './index';

beforeEach(resetBrowserState);

const SECTIONS = [
  { key: 'home', path: '/desk' },
  { key: 'goods', path: '/desk/goods' },
  { key: 'soon' },
];
const ITEMS = [
  { key: 'home', label: '工作台' },
  { key: 'goods', label: '商品' },
  { key: 'soon', label: '结算', disabled: true },
];

function frameAt(path: string) {
  return renderInApp(
    <Routes>
      <Route element={<ConsoleFrame area="某中心" sections={SECTIONS} items={ITEMS} lead={<span>义乌礼品仓</span>} account={<button type="button">退出</button>} />}>
        <Route path="/desk" element={<p>工作台页</p>} />
        <Route path="/desk/goods" element={<p>商品页</p>} />
      </Route>
    </Routes>,
    { path },
  );
}

describe('ConsoleFrame', () => {
  it('names the menu after the console, selects the section shown (a trailing slash too) and opens the one clicked', async () => {
    const { location } = frameAt('/desk/goods/');
    const menu = screen.getByRole('navigation', { name: '某中心菜单' });
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['工作台', '商品', '结算']);
    expect(within(menu).getByRole('menuitem', { name: '商品' })).toHaveClass('ant-menu-item-selected');
    expect(screen.getByText('商品页')).toBeInTheDocument();
    expect(screen.getByText('义乌礼品仓')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '退出' })).toBeInTheDocument();
    fireEvent.click(within(menu).getByText('工作台'));
    await waitFor(() => expect(location()).toBe('/desk'));
    expect(await screen.findByText('工作台页')).toBeInTheDocument();
    // a section without a page stays where it is
    fireEvent.click(within(menu).getByText('结算'));
    expect(location()).toBe('/desk');
  });
});

describe('AuthCard', () => {
  it('is named by its title and says the site and the console', () => {
    renderInApp(
      <AuthCard title="修改密码" area="某中心">
        <p>表单</p>
      </AuthCard>,
    );
    const card = screen.getByRole('region', { name: '修改密码' });
    expect(within(card).getByText(/ · 某中心$/)).toBeInTheDocument();
    expect(within(card).getByText('表单')).toBeInTheDocument();
  });
});

const POLICY: PasswordPolicy = {
  old: { required: true, message: '请输入原密码' },
  new: [{ min: 6, max: 20, message: '请输入6-20位密码' }],
  maxLength: 20,
  placeholder: '6-20位',
  sameText: '新密码不能与原密码相同',
};

describe('PasswordChangeForm', () => {
  it('forced: the 首次登录 warning and 初始密码; checks the fields, sends old and new, then onChanged', async () => {
    const send = jest.fn(async () => ({}));
    const onChanged = jest.fn();
    renderInApp(<PasswordChangeForm label="修改初始密码" area="某中心" forced policy={POLICY} send={send} sending={false} onChanged={onChanged} />);
    const form = screen.getByRole('form', { name: '修改初始密码' });
    expect(within(form).getByText('修改后才能使用某中心。')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('初始密码'), { target: { value: 'same12' } });
    fireEvent.change(screen.getByLabelText('新密码'), { target: { value: 'same12' } });
    fireEvent.change(screen.getByLabelText('确认新密码'), { target: { value: 'other1' } });
    fireEvent.click(screen.getByRole('button', { name: /确认修改/ }));
    expect(await screen.findByText('新密码不能与原密码相同')).toBeInTheDocument();
    expect(await screen.findByText('两次输入的密码不一致')).toBeInTheDocument();
    expect(screen.getByLabelText('新密码')).toHaveAttribute('placeholder', '6-20位');

    fireEvent.change(screen.getByLabelText('新密码'), { target: { value: 'newpass1' } });
    fireEvent.change(screen.getByLabelText('确认新密码'), { target: { value: 'newpass1' } });
    fireEvent.click(screen.getByRole('button', { name: /确认修改/ }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(send).toHaveBeenCalledWith({ old_password: 'same12', password: 'newpass1' });
  });

  it('not forced: who is signed in and 当前密码; a refusal is said above the form in its words, or `failed`, and what was typed stays', async () => {
    const send = jest.fn().mockRejectedValueOnce({ status: 'BUSINESS', code: 1, msg: '原密码不正确' }).mockRejectedValueOnce(new Error('network'));
    const onChanged = jest.fn();
    renderInApp(
      <PasswordChangeForm
        label="修改密码"
        area="某中心"
        forced={false}
        who={<p>王供货</p>}
        policy={POLICY}
        send={send}
        sending={false}
        onChanged={onChanged}
        failed="修改失败，请稍后再试"
        footer={<a href="/desk">返回</a>}
      />,
    );
    expect(screen.getByText('王供货')).toBeInTheDocument();
    expect(screen.queryByText('首次登录，请先修改初始密码')).toBeNull();
    expect(screen.getByRole('link', { name: '返回' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('当前密码'), { target: { value: 'wrong1' } });
    fireEvent.change(screen.getByLabelText('新密码'), { target: { value: 'newpass1' } });
    fireEvent.change(screen.getByLabelText('确认新密码'), { target: { value: 'newpass1' } });
    fireEvent.click(screen.getByRole('button', { name: /确认修改/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('原密码不正确');
    expect(screen.getByLabelText('当前密码')).toHaveValue('wrong1');
    fireEvent.click(screen.getByRole('button', { name: /确认修改/ }));
    expect(await screen.findByText('修改失败，请稍后再试')).toBeInTheDocument();
    expect(onChanged).not.toHaveBeenCalled();
  });
});

describe('Loaded', () => {
  const query = (state: Partial<LoadableQuery<{ name: string }>>): LoadableQuery<{ name: string }> => ({ isLoading: false, isFetching: false, refetch: jest.fn(), ...state });

  it('a skeleton while loading, then what is drawn from the data', () => {
    const { rerender } = renderInApp(<Loaded what="工作台" query={query({ isLoading: true })}>{(data) => <p>{data.name}</p>}</Loaded>);
    expect(screen.getByLabelText('正在加载工作台')).toHaveAttribute('aria-busy', 'true');
    rerender(<Loaded what="工作台" query={query({ data: { name: '王供货' } })}>{(data) => <p>{data.name}</p>}</Loaded>);
    expect(screen.getByText('王供货')).toBeInTheDocument();
  });

  it('no data: 「…加载失败」 with the reason, 重新加载 fetches again', () => {
    const refetch = jest.fn();
    renderInApp(<Loaded what="工作台" query={query({ error: { status: 'BUSINESS', code: 1, msg: '服务器繁忙' }, refetch })}>{() => <p>不会显示</p>}</Loaded>);
    expect(screen.getByText('工作台加载失败')).toBeInTheDocument();
    expect(screen.getByText('服务器繁忙')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /重新加载/ }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});
