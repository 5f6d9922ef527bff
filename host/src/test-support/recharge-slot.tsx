// The recharge slot's tests (imported only by tests): remote-usercenter's recharge widget as loadRemoteWidget
// gives it, a host that mounts remote-usercenter, and each test's clean start. The test file itself mocks
// ./app/remotes (`jest.mock('./remotes', () => ({ loadRemoteWidget: jest.fn() }))`: jest.mock is per file).
import type { RechargeDialogProps } from 'shared-contracts';
import { resetBrowserState } from 'shared-contracts/testing';
import { loadRemoteWidget } from '../app/remotes';

/** remote-usercenter's recharge-dialog module: the contract stamps and a dialog that shows its amount. */
const dialogModule = () => ({
  contractVersion: __CONTRACT_VERSION__,
  requiredContract: __REQUIRED_CONTRACT__,
  RechargeDialog: ({ amount, onClose }: RechargeDialogProps) => (
    <div role="dialog" aria-label="在线充值">
      充值 {amount ?? '任意'} 元<button onClick={onClose}>关闭</button>
    </div>
  ),
});

/** The site configuration of a host that mounts remote-usercenter. */
export const WITH_USER_CENTRE = { remotes: { usercenter: '/remotes/usercenter/mf-manifest.json' } };

/** Each test starts with the widget loading, a clean browser, and ends with no site configuration. */
export function setUpRechargeSlotTests() {
  beforeEach(() =>
    jest
      .mocked(loadRemoteWidget)
      .mockClear()
      .mockImplementation(async () => dialogModule()),
  );
  beforeEach(resetBrowserState);
  afterEach(() => {
    window.__SITE_CONFIG__ = undefined;
  });
}
