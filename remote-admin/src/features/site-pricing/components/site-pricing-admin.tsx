import { errorMessage } from 'shared-contracts/app';
import { Button, Skeleton } from 'shared-contracts/ui';
import { Result } from 'shared-contracts/ui/more';
import { useSitePricingQuery } from '../api/site-pricing-api';
import { MarkupCard } from './markup-card';
import { SiteGoodsList } from './site-goods-list';

/** 商品定价 (site.pricing): the markup card, then the goods as this 分站 prices them. */
export function SitePricingAdmin() {
  const { data, error, isLoading, isFetching, refetch } = useSitePricingQuery();
  if (isLoading)
    return (
      <div aria-busy aria-label="正在加载定价">
        <Skeleton active paragraph={{ rows: 4 }} />
      </div>
    );
  if (!data)
    return (
      <Result
        status="warning"
        title="定价加载失败"
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
      <MarkupCard pricing={data} />
      <SiteGoodsList pricing={{ cost_percent: data.cost_percent, markup_percent: data.markup_percent }} />
    </>
  );
}
