import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AuthenticationInfo } from 'shared-contracts';
import { IdentityMessages } from 'shared-contracts/rules';
import { fail, mockApi, ok, renderInApp, resetBrowserState } from 'shared-contracts/testing';
import { AuthenticationPage } from '../../../pages/authentication';

const NONE: AuthenticationInfo = { status: 0, reason: null, real_name: null, id_number: null, verified_at: null };
const PASSED: AuthenticationInfo = { status: 2, reason: null, real_name: '张*', id_number: '110101**********32', verified_at: '2026-11-23T02:30:00.000Z' };
const REFUSED = '姓名与身份证号码不一致';
const FAILED: AuthenticationInfo = { ...NONE, status: 3, reason: REFUSED };
const VALID_ID = '110101199003076632';

beforeEach(resetBrowserState);

function renderPage() {
  return renderInApp(<AuthenticationPage />, { path: '/user-center/authentication', loggedIn: true });
}

const form = () => screen.findByRole('form', { name: '实名认证' });
const nameBox = () => screen.getByLabelText('真实姓名');
const numberBox = () => screen.getByLabelText('身份证号码');
const submit = () => fireEvent.click(screen.getByRole('button', { name: '提交认证' }));

function fill(name: string, number: string) {
  fireEvent.change(nameBox(), { target: { value: name } });
  fireEvent.change(numberBox(), { target: { value: number } });
}

describe('实名认证 page', () => {
  it('not verified yet: why it is needed, and the form', async () => {
    mockApi({ 'GET /api/user/authentication': ok(NONE) });
    renderPage();
    await form();
    expect(screen.getByRole('region', { name: '为什么需要实名认证' })).toHaveTextContent('根据国家寄递实名制要求，寄件人需完成实名认证后方可下单发货');
    expect(screen.getByRole('region', { name: '为什么需要实名认证' })).toHaveTextContent('加密保存');
    expect(numberBox()).toHaveAttribute('maxlength', '18');
    expect(numberBox()).toHaveAttribute('autocomplete', 'off');
    expect(screen.queryByText('已实名')).toBeNull();
  });

  it('pending: 审核中 and no form', async () => {
    mockApi({ 'GET /api/user/authentication': ok({ ...NONE, status: 1 }) });
    renderPage();
    expect(await screen.findByText('审核中')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: '实名认证' })).toBeNull();
  });

  it('passed: 已实名 with the masked name, number and date, and no form', async () => {
    mockApi({ 'GET /api/user/authentication': ok(PASSED) });
    renderPage();
    const view = await screen.findByTestId('authentication-passed');
    expect(within(view).getByText('已实名')).toBeInTheDocument();
    expect(view).toHaveTextContent('张*');
    expect(view).toHaveTextContent('110101**********32');
    expect(view).toHaveTextContent('2026-11-23 10:30'); // China time, whatever the browser's zone
    expect(screen.queryByRole('form', { name: '实名认证' })).toBeNull();
  });

  it('failed: the reason, and the form again', async () => {
    mockApi({ 'GET /api/user/authentication': ok(FAILED) });
    renderPage();
    expect(await screen.findByTestId('authentication-failed')).toHaveTextContent(`原因：${REFUSED}`);
    expect(await form()).toBeInTheDocument();
  });

  it('the status cannot be read: says so, and 重新加载 asks again', async () => {
    mockApi({ 'GET /api/user/authentication': [fail(500, '服务器繁忙，请稍后再试'), ok(NONE)] });
    renderPage();
    expect(await screen.findByText('实名信息加载失败')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /重新加载/ }));
    expect(await form()).toBeInTheDocument();
    expect(screen.queryByText('实名信息加载失败')).toBeNull();
  });

  it('the form says what is wrong in the server’s words and sends nothing', async () => {
    const api = mockApi({ 'GET /api/user/authentication': ok(NONE) });
    renderPage();
    await form();
    submit();
    expect(await screen.findByText(IdentityMessages.nameRequired)).toBeInTheDocument();
    expect(await screen.findByText(IdentityMessages.idRequired)).toBeInTheDocument();

    fill('Tom', '110101199003076631'); // a wrong check character
    submit();
    expect(await screen.findByText(IdentityMessages.nameInvalid)).toBeInTheDocument();
    expect(await screen.findByText(IdentityMessages.idInvalid)).toBeInTheDocument();

    fill('张三', '110101201501010011'); // valid, but born 2015
    submit();
    expect(await screen.findByText(IdentityMessages.underAge)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(IdentityMessages.nameInvalid)).toBeNull());
    expect(api.callsTo('POST /api/user/authentication')).toHaveLength(0);
  });

  it('passes: 实名认证成功, 已实名 with the masked number, the session is verified, the full number is kept nowhere', async () => {
    const api = mockApi({
      'GET /api/user/authentication': ok(NONE),
      'POST /api/user/authentication': { code: 0, msg: '实名认证成功', data: PASSED },
    });
    const { store } = renderPage();
    await form();
    expect(store.getState().session.isAttestation).toBe(false);
    fill(' 张三 ', '11010519491231002x'); // a lower-case x is accepted, and sent as X
    submit();
    expect(await screen.findByText('实名认证成功')).toBeInTheDocument();
    expect(await screen.findByTestId('authentication-passed')).toHaveTextContent('110101**********32');
    expect(api.callsTo('POST /api/user/authentication')[0].body).toEqual({ real_name: '张三', id_number: '11010519491231002X' });
    expect(store.getState().session.isAttestation).toBe(true);
    expect(screen.queryByRole('form', { name: '实名认证' })).toBeNull();
    expect(document.body.textContent).not.toMatch(/11010519491231002/);
    expect(JSON.stringify(store.getState())).not.toMatch(/11010519491231002/);
    // the answer was the new status: no second question
    expect(api.callsTo('GET /api/user/authentication')).toHaveLength(1);
  });

  it('an identity check that reviews by hand: 实名信息已提交, 审核中, the session not verified yet', async () => {
    mockApi({
      'GET /api/user/authentication': ok(NONE),
      'POST /api/user/authentication': ok({ ...NONE, status: 1 }),
    });
    const { store } = renderPage();
    await form();
    fill('张三', VALID_ID);
    submit();
    expect(await screen.findByText('实名信息已提交，请等待审核')).toBeInTheDocument();
    expect(await screen.findByTestId('authentication-pending')).toHaveTextContent('审核中');
    expect(store.getState().session.isAttestation).toBe(false);
  });

  it('refused: the server’s reason, what was typed stays, the status shows the reason', async () => {
    const api = mockApi({
      'GET /api/user/authentication': [ok(NONE), ok(FAILED)],
      'POST /api/user/authentication': fail(1, REFUSED),
    });
    const { store } = renderPage();
    await form();
    fill('未通过', VALID_ID);
    submit();
    expect(await screen.findByTestId('authentication-failed')).toHaveTextContent(`原因：${REFUSED}`);
    expect(screen.getAllByText(REFUSED).length).toBeGreaterThan(0); // the message, beside the status
    expect(nameBox()).toHaveValue('未通过');
    expect(numberBox()).toHaveValue(VALID_ID);
    expect(api.callsTo('GET /api/user/authentication')).toHaveLength(2);
    expect(store.getState().session.isAttestation).toBe(false);
    expect(JSON.stringify(store.getState())).not.toContain(VALID_ID);
  });
});
