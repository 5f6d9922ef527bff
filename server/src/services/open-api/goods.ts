import { fenToYuan, yuanToFen, type Goods, type Paginated } from 'shared-contracts';
import type { Repositories } from '../../repositories';
import type { CatalogueService } from '../catalogue';
import { unitPriceFen } from '../ordering/pricing';

export interface OpenGoodsQuery {
  page: number;
  page_size: number;
  keyword?: string;
  express_name?: string;
  platform?: number;
}

/**
 * GET /open/v1/goods: the storefront's list (services/catalogue) with each price at the merchant's group
 * price, rounded as the price engine rounds it (services/ordering/pricing.ts), so the list says what an
 * order will cost per piece. The goods' detail is the purchase dialog's (ordering.purchaseInfo).
 */
export function openGoodsService(deps: { repos: Repositories; catalogue: CatalogueService }) {
  const { repos, catalogue } = deps;
  return {
    async list(userId: number, query: OpenGoodsQuery): Promise<Paginated<Goods>> {
      const [page, group] = await Promise.all([catalogue.list(query, userId), repos.users.groupOf(userId)]);
      const percent = group?.price_percent ?? 100;
      return { ...page, list: page.list.map((goods) => ({ ...goods, price: fenToYuan(unitPriceFen(yuanToFen(goods.price), percent)) })) };
    },
  };
}

export type OpenGoodsService = ReturnType<typeof openGoodsService>;
