import { fireEvent, screen, waitFor } from '@testing-library/react';
import { OperatorAuthMessages } from 'shared-contracts/admin';
import { fail, mockApi, ok, renderInApp } from 'shared-contracts/testing';
import { consoleRoutes, startAtConsole } from '../../../test-support/console';
import { ChangeInitialPassword } from './change-initial-password';

jest.mock('qrcode.react', () => ({
  QRCodeSVG: ({ value }: { value: string }) => <svg data-testid="qr" data-value={value} />,
}));

const SETUP = {
  uri: 'otpauth://totp/gift:13800000001?secret=JBSWY3DPEHPK3PXP&issuer=gift',
  secret: 'JBSWY3DPEHPK3PXP',
  expires_at: '2026-03-02T01:10:00.000Z',
};

function fillPasswords(password = 'Better#2026x') {
  fireEvent.change(screen.getByLabelText('初始密码'), { target: { value: 'Initial#2026' } });
  fireEvent.change(screen.getByLabelText('新密码'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('确认新密码'), { target: { value: password } });
}

beforeEach(() => startAtConsole('/admin/password'));

describe('修改初始密码 (issue 35)', () => {
  it('shows the operator rule (10-20 characters) before anything is sent', async () => {
    const server = mockApi({ 'GET /api/admin/totp-setup': ok(null), 'PUT /api/admin/password': ok(null) });
    renderInApp(consoleRoutes(<p>概览页</p>, { password: <ChangeInitialPassword /> }), { path: '/admin/password' });
    expect(await screen.findByLabelText('新密码')).toHaveAttribute('placeholder', '10-20位密码');
    fillPasswords('Short#123');
    fireEvent.click(screen.getByRole('button', { name: '确认修改' }));
    expect(await screen.findByText(OperatorAuthMessages.passwordInvalid)).toBeInTheDocument();
    expect(server.callsTo('PUT /api/admin/password')).toHaveLength(0);
    // a role that needs no enrolment has no code field
    expect(screen.queryByLabelText('动态验证码')).toBeNull();
  });

  it('a money role not yet enrolled: the QR code, the secret and the code field; the code goes with the new password', async () => {
    const server = mockApi({ 'GET /api/admin/totp-setup': ok(SETUP), 'PUT /api/admin/password': ok(null) });
    const { location } = renderInApp(consoleRoutes(<p>概览页</p>, { password: <ChangeInitialPassword /> }), { path: '/admin/password' });
    expect(await screen.findByTestId('qr')).toHaveAttribute('data-value', SETUP.uri);
    expect(screen.getByTestId('totp-secret')).toHaveTextContent(SETUP.secret);
    fillPasswords();
    fireEvent.click(screen.getByRole('button', { name: '确认修改' }));
    expect(await screen.findByText('请输入6位动态验证码')).toBeInTheDocument();
    expect(server.callsTo('PUT /api/admin/password')).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('动态验证码'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: '确认修改' }));
    await waitFor(() => expect(location()).toBe('/admin'));
    expect(server.callsTo('PUT /api/admin/password')[0].body).toEqual({ old_password: 'Initial#2026', password: 'Better#2026x', totp: '654321' });
  });

  it('ten minutes after the sign-in: the server’s message and 重新登录, which signs out to 登录', async () => {
    const server = mockApi({ 'GET /api/admin/totp-setup': fail(1, OperatorAuthMessages.totpEnrolExpired), 'POST /api/admin/logout': ok(null) });
    const { location } = renderInApp(consoleRoutes(<p>概览页</p>, { password: <ChangeInitialPassword /> }), { path: '/admin/password' });
    expect(await screen.findByText(OperatorAuthMessages.totpEnrolExpired)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '重新登录' }));
    await waitFor(() => expect(location()).toBe('/admin/login'));
    expect(server.callsTo('POST /api/admin/logout')).toHaveLength(1);
  });
});
