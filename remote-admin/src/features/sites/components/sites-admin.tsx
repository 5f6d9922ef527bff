import { errorMessage } from 'shared-contracts/app';
import { Button, Skeleton } from 'shared-contracts/ui';
import { Alert } from 'shared-contracts/ui/more';
import { useAdminSitesQuery } from '../api/sites-api';
import { MainSiteForm } from './main-site-form';
import { SubstationsTable } from './substations-table';

/**
 * 站点与分站 (issue 20 "分站", issue 32): the main site's settings, then the sub-stations as businesses — stored in
 * the database (the sites file only seeded them); loading, and a failed read with 重试. The applications sent
 * from 分站加盟 have their own page (分站申请). Needs substations.write.
 */
export function SitesAdmin() {
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
