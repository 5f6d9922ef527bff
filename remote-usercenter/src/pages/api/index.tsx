import styled from 'styled-components';
import { Card } from 'shared-contracts/ui/more';
import { ApiSettings, DeliveryList } from '../../features/api-settings';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  min-width: 0;
`;

/** API设置 (/user-center/api): the Open API's switch, key, callback settings, interface facts and 回调记录. */
export function ApiSettingsPage() {
  return (
    <Stack data-testid="api-settings-page">
      <ApiSettings />
      <Card title="回调记录">
        <DeliveryList />
      </Card>
    </Stack>
  );
}
