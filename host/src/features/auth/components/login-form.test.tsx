import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { SAVED_LOGIN_KEY, TOKEN_COOKIE, UserType, type Goods } from 'shared-contracts';
import { SUPPLIER_COOKIE_PATH, SUPPLIER_TOKEN_COOKIE } from 'shared-contracts/supplier';
import { api as apiSlice, openLogin } from 'shared-contracts/app';
import { appStore, renderInApp } from 'shared-contracts/testing';
import { clickButton, dialog, fail, mockApi, ok, renderLoginModal, resetBrowserState, SESSION, typeInto } from '../test-utils';
import { LoginModal } from './login-modal';

beforeEach(resetBrowserState);

const CAPTCHA_1 = { img: 'data:image/png;base64,AAAA', key: 'k-1', sensitive: false };
const CAPTCHA_2 = { img: 'data:image/png;base64,BBBB', key: 'k-2', sensitive: false };

function fillPasswordLogin(mobile = '13800138000', password = 'secret1') {
  typeInto('请输入手机号', mobile);
  typeInto('请输入密码', password);
}

const captchaImage = () => screen.getByAltText('图形验证码图片') as HTMLImageElement;

describe('password login', () => {
  it('succeeds: token cookie, user in the store, 登录成功, dialog closed, and on to the remembered redirect', async () => {
    const api = mockApi({ 'POST /api/login': ok(SESSION) });
    const { store, location } = renderLoginModal({ path: '/', redirect: '/user-center/wallet' });
    expect(screen.getByLabelText('普通用户')).toBeChecked();
    fillPasswordLogin();
    clickButton('登录', dialog());

    await waitFor(() => expect(location()).toBe('/user-center/wallet'));
    expect(api.callsTo('POST /api/login')[0].body).toEqual({ mobile: '13800138000', password: 'secret1', type: UserType.ORDINARY });
    expect(Cookies.get(TOKEN_COOKIE)).toBe('tok-123');
    expect(store.getState().session).toMatchObject({ user: SESSION.user, token: 'tok-123', status: 'authenticated' });
    expect(store.getState().ui.login.open).toBe(false);
    expect(await screen.findByText('登录成功')).toBeInTheDocument();
  });

  it('what the visitor saw is dropped at login and asked again as the user (favourite flags are per user)', async () => {
    const goods = (isCollect: boolean): Goods[] => [
      { goods_id: 12, goods_name: '精品毛巾8件装', goods_pic: '', price: 3.5, goods_weight: 0.12, limit: 0, is_no_sku: false, is_collect: isCollect, tag: '', express_name: '中通快递', express_image: '', city: '义乌' },
    ];
    const topApi = apiSlice.injectEndpoints({
      endpoints: (b) => ({ loginTestTop: b.query<Goods[], void>({ query: () => '/gift/goods/top/sale', extraOptions: { silent: true } }) }),
    });
    function Top() {
      const { data } = topApi.useLoginTestTopQuery();
      return <p>{data ? (data[0].is_collect ? '已收藏' : '未收藏') : '加载中'}</p>;
    }
    const api = mockApi({
      'POST /api/login': ok(SESSION),
      'GET /api/gift/goods/top/sale': (call) => ok(goods(call.authorization === `Bearer ${SESSION.token}`)),
    });
    const { store } = renderInApp(
      <>
        <Top />
        <LoginModal />
      </>,
    );
    expect(await screen.findByText('未收藏')).toBeInTheDocument();
    act(() => {
      store.dispatch(openLogin({}));
    });
    fillPasswordLogin();
    clickButton('登录', dialog());
    expect(await screen.findByText('已收藏')).toBeInTheDocument();
    expect(api.callsTo('GET /api/gift/goods/top/sale').map((c) => c.authorization)).toEqual([null, `Bearer ${SESSION.token}`]);
  });

  it('stays on the page when no redirect was remembered', async () => {
    mockApi({ 'POST /api/login': ok(SESSION) });
    const { store, location } = renderLoginModal({ path: '/gift-list?sortName=time' });
    fillPasswordLogin();
    clickButton('登录', dialog());
    await waitFor(() => expect(store.getState().session.user).toEqual(SESSION.user));
    expect(location()).toBe('/gift-list?sortName=time');
  });

  it('shows other failures as an error message and stays open', async () => {
    mockApi({ 'POST /api/login': fail(1, '手机号或密码错误') });
    const { store } = renderLoginModal();
    fillPasswordLogin();
    clickButton('登录', dialog());
    expect(await screen.findByText('手机号或密码错误')).toBeInTheDocument();
    expect(store.getState().ui.login.open).toBe(true);
    expect(store.getState().session.user).toBeNull();
    expect(Cookies.get(TOKEN_COOKIE)).toBeUndefined();
  });

  it('code 80 shows the image captcha; 4 characters re-submit with captcha and key; a wrong answer refreshes it', async () => {
    const api = mockApi({
      'POST /api/login': [fail(80, '请输入图形验证码'), fail(80, '图形验证码不正确'), ok(SESSION)],
      'GET /api/captcha': [ok(CAPTCHA_1), ok(CAPTCHA_2)],
    });
    const { store } = renderLoginModal();
    fillPasswordLogin();
    clickButton('登录', dialog());

    await waitFor(() => expect(captchaImage().src).toBe(CAPTCHA_1.img));
    const box = screen.getByPlaceholderText('图形验证码');
    expect(box).toHaveAttribute('maxLength', '6');

    fireEvent.change(box, { target: { value: 'abc' } });
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(api.callsTo('POST /api/login')).toHaveLength(1); // 3 characters: no submit yet

    fireEvent.change(box, { target: { value: 'abcd' } });
    await waitFor(() => expect(api.callsTo('POST /api/login')).toHaveLength(2));
    expect(api.callsTo('POST /api/login')[1].body).toEqual({
      mobile: '13800138000',
      password: 'secret1',
      type: UserType.ORDINARY,
      captcha: 'abcd',
      key: 'k-1',
    });

    // wrong answer (code 80 again): a new image, an empty box, the server's message on the field
    await waitFor(() => expect(captchaImage().src).toBe(CAPTCHA_2.img));
    expect(await screen.findByText('图形验证码不正确')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('图形验证码')).toHaveValue('');

    fireEvent.change(screen.getByPlaceholderText('图形验证码'), { target: { value: 'wxyz' } });
    await waitFor(() => expect(store.getState().session.user).toEqual(SESSION.user));
    expect(api.callsTo('POST /api/login')[2].body).toMatchObject({ captcha: 'wxyz', key: 'k-2' });
  });

  it('clicking the captcha image loads a new one', async () => {
    const api = mockApi({
      'POST /api/login': fail(80, '请输入图形验证码'),
      'GET /api/captcha': [ok(CAPTCHA_1), ok(CAPTCHA_2)],
    });
    renderLoginModal();
    fillPasswordLogin();
    clickButton('登录', dialog());
    await waitFor(() => expect(captchaImage().src).toBe(CAPTCHA_1.img));
    fireEvent.click(screen.getByLabelText('换一张图形验证码'));
    await waitFor(() => expect(captchaImage().src).toBe(CAPTCHA_2.img));
    expect(api.callsTo('GET /api/captcha')).toHaveLength(2);
  });
});

describe('保存密码', () => {
  /** The password must be in no web storage and no cookie. */
  const expectNoStoredPassword = (password: string) => {
    for (const storage of [window.localStorage, window.sessionStorage]) {
      for (let i = 0; i < storage.length; i += 1) expect(storage.getItem(storage.key(i)!)).not.toContain(password);
    }
    expect(document.cookie).not.toContain(password);
  };
  const savedLogin = () => JSON.parse(window.localStorage.getItem(SAVED_LOGIN_KEY) ?? 'null');

  /** The browser's Credential Management API (Chromium), which jsdom lacks. */
  function fakeCredentialStore() {
    class FakePasswordCredential {
      constructor(readonly data: { id: string; password: string; name?: string }) {}
    }
    const store = jest.fn(async (credential: unknown) => credential);
    Object.defineProperty(window, 'PasswordCredential', { value: FakePasswordCredential, configurable: true });
    Object.defineProperty(navigator, 'credentials', { value: { store }, configurable: true });
    return store;
  }

  beforeEach(() => window.sessionStorage.clear());
  afterEach(() => {
    delete (window as unknown as Record<string, unknown>).PasswordCredential;
    delete (navigator as unknown as Record<string, unknown>).credentials;
  });

  it('ticked: hands the password to the browser’s password store only, remembers the mobile and the tick', async () => {
    const credentials = fakeCredentialStore();
    mockApi({ 'POST /api/login': ok(SESSION) });
    const first = renderLoginModal();
    fillPasswordLogin('13912345678', 'pa55word');
    fireEvent.click(screen.getByLabelText('保存密码'));
    clickButton('登录', dialog());
    await waitFor(() => expect(first.store.getState().session.user).toEqual(SESSION.user));
    await waitFor(() => expect(credentials).toHaveBeenCalledTimes(1));
    expect(credentials.mock.calls[0][0]).toEqual({ data: { id: '13912345678', password: 'pa55word', name: SESSION.user.username } });
    expectNoStoredPassword('pa55word');
    expect(savedLogin()).toEqual({ mobile: '13912345678', remember: true });
    first.unmount();

    renderLoginModal();
    expect(screen.getByPlaceholderText('请输入手机号')).toHaveValue('13912345678');
    expect(screen.getByPlaceholderText('请输入手机号')).toHaveAttribute('autocomplete', 'username');
    // the browser's password manager fills this in, not the page
    expect(screen.getByPlaceholderText('请输入密码')).toHaveValue('');
    expect(screen.getByPlaceholderText('请输入密码')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByLabelText('保存密码')).toBeChecked();
  });

  it('ticked, in a browser without PasswordCredential: still nothing in web storage (the browser’s own save prompt does it)', async () => {
    mockApi({ 'POST /api/login': ok(SESSION) });
    const view = renderLoginModal();
    fillPasswordLogin('13912345678', 'pa55word');
    fireEvent.click(screen.getByLabelText('保存密码'));
    clickButton('登录', dialog());
    await waitFor(() => expect(view.store.getState().session.user).toEqual(SESSION.user));
    expectNoStoredPassword('pa55word');
    expect(savedLogin()).toEqual({ mobile: '13912345678', remember: true });
  });

  it('removes a password an earlier version saved as soon as the dialog loads, keeping the mobile', () => {
    window.localStorage.setItem(SAVED_LOGIN_KEY, JSON.stringify({ mobile: '13912345678', password: 'old-pass' }));
    window.sessionStorage.setItem(SAVED_LOGIN_KEY, JSON.stringify({ mobile: '13912345678', password: 'old-pass' }));
    renderLoginModal();
    expectNoStoredPassword('old-pass');
    expect(window.sessionStorage.getItem(SAVED_LOGIN_KEY)).toBeNull();
    expect(savedLogin()).toEqual({ mobile: '13912345678', remember: true });
    expect(screen.getByPlaceholderText('请输入手机号')).toHaveValue('13912345678');
    expect(screen.getByPlaceholderText('请输入密码')).toHaveValue('');
  });

  it('not ticked: keeps only the mobile, and stores no credential', async () => {
    const credentials = fakeCredentialStore();
    window.localStorage.setItem(SAVED_LOGIN_KEY, JSON.stringify({ mobile: '13912345678', remember: true }));
    mockApi({ 'POST /api/login': ok(SESSION) });
    const first = renderLoginModal();
    expect(screen.getByLabelText('保存密码')).toBeChecked();
    fireEvent.click(screen.getByLabelText('保存密码'));
    typeInto('请输入密码', 'pa55word');
    clickButton('登录', dialog());
    await waitFor(() => expect(first.store.getState().session.user).toEqual(SESSION.user));
    expect(savedLogin()).toEqual({ mobile: '13912345678' });
    expect(credentials).not.toHaveBeenCalled();
    expectNoStoredPassword('pa55word');
    first.unmount();

    renderLoginModal();
    expect(screen.getByPlaceholderText('请输入手机号')).toHaveValue('13912345678');
    expect(screen.getByPlaceholderText('请输入密码')).toHaveValue('');
    expect(screen.getByLabelText('保存密码')).not.toBeChecked();
  });
});

describe('SMS-code login', () => {
  it('sends the code for the login scene and logs in with mobile and sms_code', async () => {
    const api = mockApi({ 'POST /api/common/sms/login': ok({}), 'POST /api/sms-login': ok(SESSION) });
    const { store } = renderLoginModal();
    clickButton('验证码登录');
    typeInto('请输入手机号', '13800138000');
    clickButton('获取验证码');
    await waitFor(() => expect(api.callsTo('POST /api/common/sms/login')).toHaveLength(1));
    expect(api.callsTo('POST /api/common/sms/login')[0].body).toEqual({ mobile: '13800138000' });

    typeInto('请输入短信验证码', '654321');
    clickButton('登录', dialog());
    await waitFor(() => expect(store.getState().session.user).toEqual(SESSION.user));
    expect(api.callsTo('POST /api/sms-login')[0].body).toEqual({ mobile: '13800138000', sms_code: '654321', type: UserType.ORDINARY });
    expect(Cookies.get(TOKEN_COOKIE)).toBe('tok-123');
  });
});

describe('供应商 sign-in (issue 33)', () => {
  /** The supplier cookie lives under /supplier-center: read it from there, as the supplier centre does. */
  function supplierCookieAt(path: string) {
    const before = window.location.pathname;
    window.history.replaceState(null, '', path);
    const value = Cookies.get(SUPPLIER_TOKEN_COOKIE);
    window.history.replaceState(null, '', before);
    return value;
  }
  afterEach(() => {
    Cookies.remove(SUPPLIER_TOKEN_COOKIE, { path: SUPPLIER_COOKIE_PATH });
    window.history.replaceState(null, '', '/');
  });

  it('signs the supplier in with type 2: its own cookie under /supplier-center, the member session untouched, on to 工作台', async () => {
    const api = mockApi({ 'POST /api/login': ok({ token: 'sup-tok', must_change_password: false }) });
    const { store, location } = renderLoginModal({ path: '/', loggedIn: true, redirect: '/user-center/wallet' });
    fireEvent.click(screen.getByLabelText('供应商'));
    fillPasswordLogin('13900000001', 'supply1');
    clickButton('登录', dialog());

    await waitFor(() => expect(location()).toBe('/supplier-center'));
    expect(api.callsTo('POST /api/login')[0].body).toEqual({ mobile: '13900000001', password: 'supply1', type: UserType.SUPPLIER });
    expect(await screen.findByText('登录成功')).toBeInTheDocument();
    expect(store.getState().ui.login.open).toBe(false);
    // the supplier's token: only under /supplier-center, never the member's cookie
    expect(supplierCookieAt('/supplier-center/goods')).toBe('sup-tok');
    expect(supplierCookieAt('/')).toBeUndefined();
    expect(Cookies.get(TOKEN_COOKIE)).toBe(SESSION.token);
    expect(store.getState().session).toMatchObject({ user: SESSION.user, token: SESSION.token, status: 'authenticated' });
  });

  it('a supplier whose one-time password is unchanged goes to 修改密码 first', async () => {
    mockApi({ 'POST /api/login': ok({ token: 'sup-tok', must_change_password: true }) });
    const { location } = renderLoginModal({ path: '/' });
    fireEvent.click(screen.getByLabelText('供应商'));
    fillPasswordLogin();
    clickButton('登录', dialog());
    await waitFor(() => expect(location()).toBe('/supplier-center/password'));
  });

  it('a refusal is said and nothing is signed in: no supplier cookie, no member session, the dialog stays', async () => {
    mockApi({ 'POST /api/login': fail(1, '账号或密码错误') });
    const { store, location } = renderLoginModal({ path: '/' });
    fireEvent.click(screen.getByLabelText('供应商'));
    fillPasswordLogin();
    clickButton('登录', dialog());
    expect(await screen.findByText('账号或密码错误')).toBeInTheDocument();
    expect(store.getState().ui.login.open).toBe(true);
    expect(location()).toBe('/');
    expect(supplierCookieAt('/supplier-center')).toBeUndefined();
    expect(store.getState().session.user).toBeNull();
  });

  it('供应商 signs in by password only: no 验证码登录, the SMS view gives way to the password', async () => {
    const api = mockApi({ 'POST /api/login': ok({ token: 'sup-tok', must_change_password: false }) });
    renderLoginModal({ path: '/' });
    clickButton('验证码登录');
    expect(screen.getByPlaceholderText('请输入短信验证码')).toBeInTheDocument();

    fireEvent.click(screen.getByLabelText('供应商'));
    expect(await screen.findByText('供应商请使用密码登录')).toBeInTheDocument();
    expect(screen.queryByPlaceholderText('请输入短信验证码')).toBeNull();
    expect(screen.getByPlaceholderText('请输入密码')).toBeInTheDocument();
    expect(screen.queryByText('验证码登录')).toBeNull();
    expect(screen.queryByText('忘记密码?')).toBeNull();

    fillPasswordLogin();
    clickButton('登录', dialog());
    await waitFor(() => expect(api.callsTo('POST /api/login')).toHaveLength(1));
    expect(api.callsTo('POST /api/sms-login')).toHaveLength(0);

  });

  it('back to 普通用户, the SMS view the member had chosen comes back', async () => {
    renderLoginModal({ path: '/' });
    clickButton('验证码登录');
    fireEvent.click(screen.getByLabelText('供应商'));
    await screen.findByText('供应商请使用密码登录');
    fireEvent.click(screen.getByLabelText('普通用户'));
    expect(await screen.findByPlaceholderText('请输入短信验证码')).toBeInTheDocument();
    expect(screen.queryByText('供应商请使用密码登录')).toBeNull();
  });

  it('opened by the supplier centre (session ended): 供应商 already chosen, and back to the page it was on', async () => {
    mockApi({ 'POST /api/login': ok({ token: 'sup-tok', must_change_password: false }) });
    const store = appStore();
    store.dispatch(openLogin({ userType: UserType.SUPPLIER, redirect: '/supplier-center/parcels?courier_id=3' }));
    const { location } = renderInApp(<LoginModal />, { path: '/', store });
    expect(screen.getByLabelText('供应商')).toBeChecked();
    fillPasswordLogin();
    clickButton('登录', dialog());
    await waitFor(() => expect(location()).toBe('/supplier-center/parcels?courier_id=3'));
  });

  it('a member signing in from that dialog (普通用户 chosen again) is not sent to the supplier centre', async () => {
    mockApi({ 'POST /api/login': ok(SESSION) });
    const store = appStore();
    store.dispatch(openLogin({ userType: UserType.SUPPLIER, redirect: '/supplier-center/goods' }));
    const { location } = renderInApp(<LoginModal />, { path: '/', store });
    fireEvent.click(screen.getByLabelText('普通用户'));
    fillPasswordLogin();
    clickButton('登录', dialog());
    await waitFor(() => expect(store.getState().session.user).toEqual(SESSION.user));
    expect(location()).toBe('/');
  });
});
