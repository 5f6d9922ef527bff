import { Outlet, useLocation, useNavigate } from 'shared-contracts/router';
import styled from 'styled-components';
import { Card, Menu } from 'shared-contracts/ui/more';
import { COMMON_QUESTIONS } from '../../features/articles/common-questions';

const Layout = styled.div`
  display: grid;
  grid-template-columns: 240px 1fr;
  gap: 16px;
  align-items: start;
`;

/** Help centre (/help-center): menu of common questions, the page in the outlet. */
export function HelpCenterLayout() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const items = [
    { key: '/help-center/list', label: '常见问题' },
    ...COMMON_QUESTIONS.map((a) => ({ key: `/help-center/article/${a.id}`, label: a.title })),
  ];
  return (
    <Layout>
      <Card title="帮助中心" styles={{ body: { padding: 8 } }}>
        <Menu mode="inline" style={{ borderInlineEnd: 0 }} selectedKeys={[pathname]} items={items} onClick={({ key }) => navigate(key)} />
      </Card>
      <Outlet />
    </Layout>
  );
}
