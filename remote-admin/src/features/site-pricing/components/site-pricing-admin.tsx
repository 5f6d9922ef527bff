import { Loaded } from 'shared-kits/console-frame';
import { useSitePricingQuery } from '../api/site-pricing-api';
import { MarkupCard } from './markup-card';
import { SiteGoodsList } from './site-goods-list';

/** 商品定价 (site.pricing): the markup card, then the goods as this 分站 prices them. */
export function SitePricingAdmin() {
  const query = useSitePricingQuery();
  return (
    <Loaded what="定价" query={query} rows={4}>
      {(data) => (
        <>
          <MarkupCard pricing={data} />
          <SiteGoodsList pricing={{ cost_percent: data.cost_percent, markup_percent: data.markup_percent }} />
        </>
      )}
    </Loaded>
  );
}
