import { errorMessage } from 'shared-contracts/app';
import { Button, Skeleton } from 'shared-contracts/ui';
import { Alert, Tabs } from 'shared-contracts/ui/more';
import { useAdminSitesQuery } from '../api/sites-api';
import { ApplicationsTable } from './applications-table';
import { MainSiteForm } from './main-site-form';
import { SubstationsTable } from './substations-table';

/** The main site's settings, then the sub-stations; loading, and a failed read with 重试. */
function SitesTab() {
  const result = useAdminSitesQuery();
  if (result.isLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (!result.data) {
    return (
      <Alert
        type="error"
        showIcon
        title={errorMessage(result.error, '站点设置加载失败')}
        action={
          <Button size="small" onClick={() => void result.refetch()}>
            重试
          </Button>
        }
      />
    );
  }
  return (
    <>
      <MainSiteForm site={result.data.main} />
      <SubstationsTable main={result.data.main} result={{ data: result.data.substations, isFetching: result.isFetching, error: result.error, refetch: result.refetch }} />
    </>
  );
}

/**
 * 站点与分站 (issue 20 "分站"): the main site's settings and the sub-stations, stored in the database (the
 * sites file only seeded them); the applications sent from 分站加盟 in a second tab. Needs substations.write.
 */
export function SitesAdmin() {
  return (
    <Tabs
      defaultActiveKey="sites"
      items={[
        { key: 'sites', label: '站点与分站', children: <SitesTab /> },
        { key: 'applications', label: '分站加盟申请', children: <ApplicationsTable /> },
      ]}
    />
  );
}
