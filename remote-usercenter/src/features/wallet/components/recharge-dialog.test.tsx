import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockApi, ok, renderInApp, resetBrowserState } from 'shared-contracts/testing';
import { CONFIG } from '../../../test-support/wallet-fixtures';
import { RechargeDialog } from './recharge-dialog';

const quick = (amount: number) => within(screen.getByRole('group', { name: '快捷金额' })).getByRole('button', { name: new RegExp(`^${amount}元`) });

beforeEach(resetBrowserState);

describe('recharge dialog (exposed as ./recharge-dialog)', () => {
  it('is the top-up form with 确认充值, preset to the amount asked for', async () => {
    mockApi({ 'GET /api/user/recharge/info': ok(CONFIG) });
    renderInApp(<RechargeDialog amount={2000} onClose={() => undefined} />, { loggedIn: true });
    const dialog = await screen.findByRole('dialog', { name: '在线充值' });
    await within(dialog).findByRole('group', { name: '快捷金额' });
    expect(quick(2000)).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).getByLabelText('充值金额')).toHaveValue('2000');
    expect(within(dialog).getByRole('button', { name: '确认充值' })).toBeInTheDocument();
  });

  it('an amount below the minimum (a shortfall) is raised to it; none presets nothing', async () => {
    mockApi({ 'GET /api/user/recharge/info': ok(CONFIG) });
    const { unmount } = renderInApp(<RechargeDialog amount={3.5} onClose={() => undefined} />, { loggedIn: true });
    expect(await screen.findByLabelText('充值金额')).toHaveValue('10');
    unmount();
    renderInApp(<RechargeDialog amount={null} onClose={() => undefined} />, { loggedIn: true });
    expect(await screen.findByLabelText('充值金额')).toHaveValue('');
  });

  it('closes once the top-up is paid', async () => {
    mockApi({
      'GET /api/user/recharge/info': ok(CONFIG),
      'POST /api/user/recharge/qrcode': ok({ trade_no: 'R1', type: 'qrcode', data: 'http://localhost/pay/sandbox/R1', money: 500 }),
      'GET /api/user/recharge/status': { code: 0, msg: '充值成功', data: { success: true } },
    });
    const onClose = jest.fn();
    renderInApp(<RechargeDialog amount={500} onClose={onClose} />, { loggedIn: true });
    fireEvent.click(await screen.findByRole('button', { name: '确认充值' }));
    expect(await screen.findByText('充值成功')).toBeInTheDocument();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });
});
