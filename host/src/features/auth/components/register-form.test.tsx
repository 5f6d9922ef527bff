import { fireEvent, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { REFER_CODE_COOKIE, TOKEN_COOKIE, UserType } from 'shared-contracts';
import { SupplierMessages } from 'shared-contracts/supplier';
import { clickButton, dialog, fail, mockApi, ok, renderLoginModal, resetBrowserState, SESSION, tab, typeInto } from '../test-utils';

beforeEach(resetBrowserState);

function fillRegister({ mobile = '13800138000', code = '123456', password = 'newpass1', confirm = undefined as string | undefined } = {}) {
  typeInto('请输入手机号', mobile);
  typeInto('请输入短信验证码', code);
  typeInto('设置密码（6-20位）', password);
  typeInto('请再次输入密码', confirm ?? password);
}

describe('register', () => {
  it('checks the code length, the password length and the confirmation', async () => {
    const api = mockApi({});
    renderLoginModal({ mode: 'register' });
    fillRegister({ code: '12345', password: '123', confirm: '1234' });
    clickButton('注册', dialog());
    expect(await screen.findByText('请输入6位验证码')).toBeInTheDocument();
    expect(await screen.findByText('请输入6-20位密码')).toBeInTheDocument();
    expect(await screen.findByText('请输入正确的密码')).toBeInTheDocument();

    typeInto('设置密码（6-20位）', 'x'.repeat(21));
    expect(await screen.findByText('请输入6-20位密码')).toBeInTheDocument();
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('on success switches to login with mobile and password filled, sending the referral cookie, without logging in', async () => {
    Cookies.set(REFER_CODE_COOKIE, 'FRIEND42');
    const api = mockApi({ 'POST /api/register': ok(SESSION) });
    const { store } = renderLoginModal({ mode: 'register' });
    fillRegister();
    clickButton('注册', dialog());

    expect(await screen.findByText('注册成功')).toBeInTheDocument();
    const [call] = api.callsTo('POST /api/register');
    expect(call.query.get('referral')).toBe('FRIEND42');
    expect(call.body).toEqual({ mobile: '13800138000', sms_code: '123456', password: 'newpass1', type: UserType.ORDINARY });

    await waitFor(() => expect(tab('登录')).toHaveAttribute('aria-selected', 'true'));
    expect(store.getState().ui.login.mode).toBe('login');
    expect(screen.getByPlaceholderText('请输入手机号')).toHaveValue('13800138000');
    expect(screen.getByPlaceholderText('请输入密码')).toHaveValue('newpass1');
    expect(store.getState().session.user).toBeNull();
    expect(Cookies.get(TOKEN_COOKIE)).toBeUndefined();
  });

  it('sends no referral without the cookie, and shows a failure as an error', async () => {
    const api = mockApi({ 'POST /api/register': fail(1, '该手机号已注册') });
    const { store } = renderLoginModal({ mode: 'register' });
    fillRegister();
    clickButton('注册', dialog());
    expect(await screen.findByText('该手机号已注册')).toBeInTheDocument();
    expect(api.callsTo('POST /api/register')[0].query.has('referral')).toBe(false);
    expect(store.getState().ui.login.mode).toBe('register');
  });
});

describe('register with 供应商 chosen: an application, not an account (issue 33)', () => {
  function fillSupplier({ company = '义乌礼品有限公司', contact = '王经理', goods = '毛巾、纸巾，日发 2000 单' } = {}) {
    typeInto('公司名称', company);
    typeInto('联系人姓名', contact);
    typeInto('供货商品：品类、货源地、日发货能力等', goods);
  }

  it('asks for 公司名称, 联系人 and 供货商品 too, and checks them', async () => {
    const api = mockApi({});
    renderLoginModal({ mode: 'register' });
    expect(screen.queryByPlaceholderText('公司名称')).toBeNull();
    fireEvent.click(screen.getByLabelText('供应商'));
    expect(await screen.findByPlaceholderText('公司名称')).toBeInTheDocument();
    expect(screen.getByText('供应商请填写入驻资料提交申请，审核通过后即可登录')).toBeInTheDocument();
    fillRegister();
    fillSupplier({ company: '义', contact: '', goods: '' });
    clickButton('提交入驻申请', dialog());
    expect(await screen.findByText('公司名称应为 2–60 个字')).toBeInTheDocument();
    expect(await screen.findByText('联系人应为 2–30 个字')).toBeInTheDocument();
    expect(await screen.findByText('供货商品应为 2–500 个字')).toBeInTheDocument();
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('sends the application with the register SMS code, shows 入驻申请已提交 and signs nobody in', async () => {
    const api = mockApi({ 'POST /api/common/sms/register': ok({}), 'POST /api/supplier/applications': ok({ id: 5 }) });
    const { store } = renderLoginModal({ mode: 'register' });
    fireEvent.click(screen.getByLabelText('供应商'));
    typeInto('请输入手机号', '13900000009');
    clickButton('获取验证码');
    await waitFor(() => expect(api.callsTo('POST /api/common/sms/register')).toHaveLength(1));
    fillRegister({ mobile: '13900000009' });
    fillSupplier();
    clickButton('提交入驻申请', dialog());

    expect(await screen.findByText(SupplierMessages.applied)).toBeInTheDocument();
    expect(api.callsTo('POST /api/supplier/applications')[0].body).toEqual({
      mobile: '13900000009',
      password: 'newpass1',
      sms_code: '123456',
      company_name: '义乌礼品有限公司',
      contact_name: '王经理',
      goods_desc: '毛巾、纸巾，日发 2000 单',
    });
    // no member account was made, and no token went anywhere
    expect(api.callsTo('POST /api/register')).toHaveLength(0);
    expect(api.callsTo('POST /api/supplier/applications')[0].authorization).toBeNull();
    expect(store.getState().session.user).toBeNull();
    expect(Cookies.get(TOKEN_COOKIE)).toBeUndefined();

    // 返回登录: the login view with 供应商 chosen and the mobile filled in
    clickButton('返回登录', dialog());
    await waitFor(() => expect(tab('登录')).toHaveAttribute('aria-selected', 'true'));
    expect(screen.getByLabelText('供应商')).toBeChecked();
    expect(screen.getByPlaceholderText('请输入手机号')).toHaveValue('13900000009');
  });

  it('a refusal is said and everything typed stays', async () => {
    mockApi({ 'POST /api/supplier/applications': fail(1, SupplierMessages.mobileApplied) });
    renderLoginModal({ mode: 'register' });
    fireEvent.click(screen.getByLabelText('供应商'));
    await screen.findByPlaceholderText('公司名称');
    fillRegister();
    fillSupplier();
    clickButton('提交入驻申请', dialog());
    expect(await screen.findByText(SupplierMessages.mobileApplied)).toBeInTheDocument();
    expect(screen.queryByText(SupplierMessages.applied)).toBeNull();
    expect(screen.getByPlaceholderText('请输入手机号')).toHaveValue('13800138000');
    expect(screen.getByPlaceholderText('设置密码（6-20位）')).toHaveValue('newpass1');
    expect(screen.getByPlaceholderText('公司名称')).toHaveValue('义乌礼品有限公司');
    expect(screen.getByPlaceholderText('联系人姓名')).toHaveValue('王经理');
    expect(screen.getByPlaceholderText('供货商品：品类、货源地、日发货能力等')).toHaveValue('毛巾、纸巾，日发 2000 单');
  });

  it('the choice travels between 登录 and 注册', async () => {
    renderLoginModal({ mode: 'login' });
    fireEvent.click(screen.getByLabelText('供应商'));
    await screen.findByText('申请入驻');
    clickButton('申请入驻');
    expect(await screen.findByPlaceholderText('公司名称')).toBeInTheDocument();
    expect(screen.getByLabelText('供应商')).toBeChecked();
  });
});
