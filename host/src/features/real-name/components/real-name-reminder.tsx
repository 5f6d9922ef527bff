import { AuthStatus, routePath, servesRoute } from 'shared-contracts';
import { SafetyCertificateOutlined } from 'shared-contracts/icons';
import { attestationChanged, isApiError, useAppDispatch, useAppSelector, useSettleRealNameCheck, useSiteConfig, walletApi } from 'shared-contracts/app';
import { Button, Modal, showNotice } from 'shared-contracts/ui';
import styled from 'styled-components';

const Body = styled.div`
  display: flex;
  gap: 14px;
  padding: 8px 0 4px;
  .anticon {
    font-size: 36px;
    color: ${(p) => p.theme.colorPrimary};
  }
  p {
    margin: 0 0 8px;
    line-height: 1.7;
  }
  p + p {
    color: ${(p) => p.theme.colorTextSecondary};
  }
`;

export const NOT_VERIFIED = '尚未完成实名认证，请先完成认证';

/**
 * The real-name reminder (SPEC §2.7, §6), opened by `useRealNameCheck()` when a flow met code 11 or 12.
 * 去认证 opens the authentication page in a new tab and stays; 已完成认证 asks the server: passed settles every
 * waiting check with true (the flow goes on) and closes, otherwise it says so and stays; closing settles
 * false. A Host without the authentication page sends the user to customer service instead.
 */
export function RealNameReminder() {
  const open = useAppSelector((s) => s.ui.realName);
  const settle = useSettleRealNameCheck();
  const dispatch = useAppDispatch();
  const site = useSiteConfig();
  const verifiesHere = servesRoute(site, 'authentication');
  const [askStatus, { isFetching }] = walletApi.endpoints.authentication.useLazyQuery();

  const confirmDone = async () => {
    try {
      const info = await askStatus().unwrap();
      if (info.status === AuthStatus.PASSED) {
        dispatch(attestationChanged(true));
        settle(true);
      } else {
        showNotice({ level: 'warning', text: NOT_VERIFIED });
      }
    } catch (error) {
      // transport errors are said by the api layer
      if (isApiError(error) && error.status === 'BUSINESS') showNotice({ level: 'error', text: error.msg });
    }
  };

  const footer = [
    <Button key="done" type={verifiesHere ? 'default' : 'primary'} loading={isFetching} onClick={() => void confirmDone()}>
      已完成认证
    </Button>,
    verifiesHere ? (
      <Button key="go" type="primary" onClick={() => window.open(routePath('authentication'), '_blank', 'noopener')}>
        去认证
      </Button>
    ) : null,
  ];

  return (
    <Modal open={open} title="实名认证提醒" width={460} centered mask={{ closable: false }} onCancel={() => settle(false)} footer={footer}>
      <Body>
        <SafetyCertificateOutlined />
        <div>
          <p>根据国家寄递实名制要求，寄件人需完成实名认证后方可下单发货。</p>
          {verifiesHere ? (
            <p>请在新打开的页面完成认证，然后回到这里点击「已完成认证」继续。</p>
          ) : (
            <p>本站暂不支持在线实名认证，请联系客服{site.hotline ? `（${site.hotline}）` : ''}完成认证后，再点击「已完成认证」继续。</p>
          )}
        </div>
      </Body>
    </Modal>
  );
}
