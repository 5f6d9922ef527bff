import { Button, Skeleton } from 'shared-contracts/ui';
import { Card, Result } from 'shared-contracts/ui/more';
import { errorMessage } from 'shared-contracts/app';
import { useApiSettingQuery } from '../api/api-setting';
import { AccessCard } from './access-card';
import { ApiInfoCard } from './api-info-card';
import { CallbackForm } from './callback-form';
import { CallbackTest } from './callback-test';
import { RealNameNotice } from './real-name-notice';

/**
 * API设置's settings: the real-name notice (until verified, everything else read-only), 开通与密钥, 回调设置
 * (URL, IP白名单, 发送测试回调) and 接口信息.
 */
export function ApiSettings() {
  const { data: setting, error, isFetching, refetch } = useApiSettingQuery();
  if (!setting) {
    return error && !isFetching ? (
      <Card>
        <Result
          status="warning"
          title="API设置加载失败"
          subTitle={errorMessage(error)}
          extra={
            <Button type="primary" onClick={() => void refetch()}>
              重新加载
            </Button>
          }
        />
      </Card>
    ) : (
      <Card>
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );
  }
  return (
    <>
      {setting.verified ? null : <RealNameNotice />}
      <AccessCard setting={setting} />
      <Card title="回调设置" data-testid="api-callback">
        <CallbackForm setting={setting} />
        <div style={{ marginTop: 24 }}>
          <CallbackTest setting={setting} />
        </div>
      </Card>
      <ApiInfoCard setting={setting} />
    </>
  );
}
