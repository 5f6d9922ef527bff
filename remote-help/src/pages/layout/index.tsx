import { Outlet } from 'shared-contracts/router';
import styled from 'styled-components';
import { HelpMenu } from '../../features/articles';

const Layout = styled.div`
  display: grid;
  grid-template-columns: 260px minmax(0, 1fr);
  gap: 16px;
  align-items: start;
`;

/** Help centre (/help-center): the articles grouped in a side menu, the page in the outlet. */
export function HelpCenterLayout() {
  return (
    <Layout>
      <HelpMenu />
      <Outlet />
    </Layout>
  );
}
