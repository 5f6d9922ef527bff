import { Card } from 'shared-contracts/ui/more';
import { AuthenticationPanel } from '../../features/authentication';

/** 实名认证 (/user-center/authentication): opened from the user centre, or in a new tab from the real-name reminder. */
export function AuthenticationPage() {
  return (
    <Card title="实名认证" data-testid="authentication-page">
      <AuthenticationPanel />
    </Card>
  );
}
