import { errorMessage } from 'shared-contracts/app';
import { Button, Skeleton } from 'shared-contracts/ui';
import { Result } from 'shared-contracts/ui/more';
import { useSiteSettingsQuery } from '../api/site-settings-api';
import { SiteFacts } from './site-facts';
import { SiteSettingsForm } from './site-settings-form';

/** 站点设置 (site.settings): what the main site sets (read-only), then the owner's form. */
export function SiteSettingsAdmin() {
  const { data, error, isLoading, isFetching, refetch } = useSiteSettingsQuery(undefined, { refetchOnMountOrArgChange: true });
  if (isLoading)
    return (
      <div aria-busy aria-label="正在加载站点设置">
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  if (!data)
    return (
      <Result
        status="warning"
        title="站点设置加载失败"
        subTitle={error ? errorMessage(error) : undefined}
        extra={
          <Button type="primary" loading={isFetching} onClick={() => void refetch()}>
            重新加载
          </Button>
        }
      />
    );
  return (
    <>
      <SiteFacts site={data} />
      <SiteSettingsForm site={data} />
    </>
  );
}
