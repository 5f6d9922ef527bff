import { routePath, servesRoute } from 'shared-contracts';
import { useAppSelector, useSiteConfig } from 'shared-contracts/app';
import { Link } from 'shared-contracts/router';
import { Space, Tag } from 'shared-contracts/ui';
import { Typography } from 'shared-contracts/ui/more';

/** The workbench's line on real-name verification (the session's `is_attestation`), with the way to the page. */
export function RealNameStatus() {
  const verified = useAppSelector((s) => s.session.isAttestation);
  const linked = servesRoute(useSiteConfig(), 'authentication');
  return (
    <Typography.Paragraph type="secondary" data-testid="real-name-status">
      <Space size={8}>
        <span>实名认证：</span>
        {verified ? <Tag color="success">已实名</Tag> : <Tag color="warning">未实名</Tag>}
        {linked ? <Link to={routePath('authentication')}>{verified ? '查看认证信息' : '去认证'}</Link> : null}
      </Space>
    </Typography.Paragraph>
  );
}
