import { PageStack } from '../../shared/page-stack';
import { Card } from 'shared-contracts/ui/more';
import { ApiSettings, DeliveryList } from '../../features/api-settings';

/** API设置 (/user-center/api): the Open API's switch, key, callback settings, interface facts and 回调记录. */
export function ApiSettingsPage() {
  return (
    <PageStack data-testid="api-settings-page">
      <ApiSettings />
      <Card title="回调记录">
        <DeliveryList />
      </Card>
    </PageStack>
  );
}
