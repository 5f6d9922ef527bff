import { Outlet } from 'shared-contracts/router';
import styled from 'styled-components';
import { DemoStrip } from './demo-strip';
import { LoadingMask } from './loading-mask';
import { TitleAndScroll } from './title-and-scroll';

const Frame = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  background: ${(p) => p.theme.colorBgLayout};
  > :last-child {
    flex: 1;
  }
`;

/**
 * The frame of the operator console's routes (`layout: 'console'`, remote-admin under /admin): title and
 * the demo strip only — no shop top bar, footer, service panel, login or purchase dialogs, and no shop
 * session start-up. The console draws its own layout (side menu by role, the operator, 退出).
 */
export function ConsoleLayout() {
  return (
    <Frame data-testid="console-frame">
      <TitleAndScroll />
      <DemoStrip />
      <LoadingMask />
      <Outlet />
    </Frame>
  );
}
