import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { openLogin, setLoginMode } from 'shared-contracts/app';
import { clickButton, dialog, mockApi, renderLoginModal, resetBrowserState, tab, typeInto } from '../test-utils';

beforeEach(() => {
  resetBrowserState();
  mockApi({});
});

const closeButton = () => within(dialog()).getByLabelText('关闭', { selector: 'button' });

describe('login modal', () => {
  it('shows the site name, the 登录 / 注册 tabs and the password login form', () => {
    renderLoginModal();
    expect(within(dialog()).getByText('礼品代发商城')).toBeInTheDocument();
    expect(tab('登录')).toHaveAttribute('aria-selected', 'true');
    expect(tab('注册')).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByPlaceholderText('请输入手机号')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('请输入密码')).toBeInTheDocument();
    expect(screen.getByLabelText('普通用户')).toBeChecked();
    expect(screen.getByLabelText('供应商')).not.toBeChecked();
  });

  it('shows the mobile rule messages: empty, then malformed', async () => {
    renderLoginModal();
    clickButton('登录', dialog());
    expect(await screen.findByText('手机号不能为空')).toBeInTheDocument();
    expect(await screen.findByText('请输入密码')).toBeInTheDocument();

    typeInto('请输入手机号', '1234567890');
    expect(await screen.findByText('请输入正确的手机号')).toBeInTheDocument();
    expect(screen.queryByText('手机号不能为空')).not.toBeInTheDocument();
  });

  it('cannot be closed by clicking the mask or pressing Escape', async () => {
    const { store } = renderLoginModal();
    const wrap = document.querySelector('.ant-modal-wrap') as HTMLElement;
    fireEvent.mouseDown(wrap);
    fireEvent.mouseUp(wrap);
    fireEvent.click(wrap);
    fireEvent.keyDown(window, { key: 'Escape' });
    await act(async () => {});
    expect(store.getState().ui.login.open).toBe(true);
    expect(screen.getByPlaceholderText('请输入手机号')).toBeInTheDocument();
  });

  it('closing it while logged out goes home', async () => {
    const { store, location } = renderLoginModal({ path: '/collect', redirect: '/collect' });
    expect(location()).toBe('/collect');
    fireEvent.click(closeButton());
    await waitFor(() => expect(location()).toBe('/'));
    expect(store.getState().ui.login).toEqual({ open: false, mode: 'login', redirect: null });
    expect(screen.queryByPlaceholderText('请输入手机号')).not.toBeInTheDocument();
  });

  it('closing it while logged in stays on the page', async () => {
    const { store, location } = renderLoginModal({ path: '/user-center/wallet', mode: 'modifyPassword', loggedIn: true });
    fireEvent.click(closeButton());
    await waitFor(() => expect(store.getState().ui.login.open).toBe(false));
    expect(location()).toBe('/user-center/wallet');
  });

  it('switching mode clears validation errors and keeps the typed mobile', async () => {
    const { store } = renderLoginModal();
    typeInto('请输入手机号', '123');
    clickButton('登录', dialog());
    expect(await screen.findByText('请输入正确的手机号')).toBeInTheDocument();
    expect(await screen.findByText('请输入密码')).toBeInTheDocument();

    fireEvent.click(tab('注册'));
    expect(store.getState().ui.login.mode).toBe('register');
    expect(screen.queryByText('请输入正确的手机号')).not.toBeInTheDocument();
    expect(screen.queryByText('请输入密码')).not.toBeInTheDocument();
    expect(screen.getByPlaceholderText('请输入手机号')).toHaveValue('123');

    clickButton('注册', dialog());
    expect(await screen.findByText('请输入正确的手机号')).toBeInTheDocument();
    expect(await screen.findByText('验证码不能为空')).toBeInTheDocument();
    expect(await screen.findByText('注册密码不能为空')).toBeInTheDocument();
    expect(await screen.findByText('请再次输入密码')).toBeInTheDocument();

    fireEvent.click(tab('登录'));
    expect(screen.queryByText('请输入正确的手机号')).not.toBeInTheDocument();
    expect(screen.queryByText('注册密码不能为空')).not.toBeInTheDocument();
    expect(screen.getByPlaceholderText('请输入手机号')).toHaveValue('123');

    clickButton('忘记密码?');
    expect(store.getState().ui.login.mode).toBe('findPassword');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    clickButton('确定', dialog());
    expect(await screen.findByText('请输入新密码')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('请输入手机号')).toHaveValue('123');

    clickButton('返回登录');
    expect(store.getState().ui.login.mode).toBe('login');
    expect(screen.queryByText('请输入新密码')).not.toBeInTheDocument();
    expect(screen.queryByText('请输入正确的手机号')).not.toBeInTheDocument();
  });

  it('switching between password and SMS login clears validation errors', async () => {
    renderLoginModal();
    clickButton('登录', dialog());
    expect(await screen.findByText('手机号不能为空')).toBeInTheDocument();

    clickButton('验证码登录');
    // antd removes a cleared error after a 10 ms debounce
    await waitFor(() => expect(screen.queryByText('手机号不能为空')).not.toBeInTheDocument());
    expect(screen.queryByPlaceholderText('请输入密码')).not.toBeInTheDocument();
    expect(screen.getByPlaceholderText('请输入短信验证码')).toBeInTheDocument();

    typeInto('请输入手机号', '13800138000');
    typeInto('请输入短信验证码', '12345');
    clickButton('登录', dialog());
    expect(await screen.findByText('请输入6位验证码')).toBeInTheDocument();

    clickButton('密码登录');
    await waitFor(() => expect(screen.queryByText('请输入6位验证码')).not.toBeInTheDocument());
    expect(screen.getByPlaceholderText('请输入密码')).toBeInTheDocument();
  });

  it('follows the store: opened in a mode by anyone, and mode changes from outside', async () => {
    const { store } = renderLoginModal({ closed: true });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => {
      store.dispatch(openLogin({ mode: 'register' }));
    });
    await waitFor(() => expect(tab('注册')).toHaveAttribute('aria-selected', 'true'));
    act(() => {
      store.dispatch(setLoginMode('findPassword'));
    });
    expect(screen.getByPlaceholderText('新密码（6-20位）')).toBeInTheDocument();
  });
});
