import styled from 'styled-components';
import { useCurrentUser, useIsLoggedIn } from 'shared-contracts/app';
import { LoggedInPanel } from './logged-in-panel';
import { LoggedOutPanel } from './logged-out-panel';

const Panel = styled.aside`
  height: 360px;
  box-sizing: border-box;
  padding: 20px;
  display: flex;
  flex-direction: column;
  gap: 14px;
  background: ${(p) => p.theme.colorBgContainer};
  border-radius: ${(p) => p.theme.borderRadiusLG}px;
`;

/** The user panel beside the banner (SPEC §2.3). */
export function UserPanel() {
  const loggedIn = useIsLoggedIn();
  const user = useCurrentUser();
  return <Panel data-testid="user-panel">{loggedIn && user ? <LoggedInPanel /> : <LoggedOutPanel />}</Panel>;
}
