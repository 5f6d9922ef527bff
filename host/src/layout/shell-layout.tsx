import { Outlet } from 'shared-contracts/router';
import styled from 'styled-components';
import { PurchaseSlot } from '../app/purchase-slot';
import { RechargeSlot } from '../app/recharge-slot';
import { LazyLoginModal } from '../features/auth/components/lazy-login-modal';
import { useSessionBootstrap } from '../features/auth/hooks/use-session-bootstrap';
import { LazyRealNameReminder } from '../features/real-name/components/lazy-real-name-reminder';
import { DemoStrip } from './demo-strip';
import { LoadingMask } from './loading-mask';
import { ServicePanel } from './service-panel';
import { SiteFooter } from './site-footer';
import { TitleAndScroll } from './title-and-scroll';
import { TopBar } from './top-bar';

const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  background: ${(p) => p.theme.colorBgLayout};
`;

const Main = styled.main`
  flex: 1;
  width: 100%;
  max-width: 1200px;
  margin: 0 auto;
  padding: 16px 0 32px;
  box-sizing: border-box;
`;

/** The shell around every page: top bar, the page (from a remote), footer, service panel, login dialog. */
export function ShellLayout() {
  useSessionBootstrap();
  return (
    <Page>
      <TitleAndScroll />
      <DemoStrip />
      <TopBar />
      <Main>
        <Outlet />
      </Main>
      <SiteFooter />
      <ServicePanel />
      <LazyLoginModal />
      <PurchaseSlot />
      <RechargeSlot />
      <LazyRealNameReminder />
      <LoadingMask />
    </Page>
  );
}
