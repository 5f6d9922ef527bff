import type { Goods, Paginated } from 'shared-contracts';
import type { Repositories } from '../../repositories';
import type { CatalogueService } from '../catalogue';
import { memberSite } from '../ordering/member-site';

export interface OpenGoodsQuery {
  page: number;
  page_size: number;
  keyword?: string;
  express_name?: string;
  platform?: number;
}

/**
 * GET /open/v1/goods: the storefront's list of the merchant's site (services/catalogue) with each price what one
 * piece costs the merchant — their site's price at their group's discount, by the one rule (shared-contracts
 * goodsPrice), so the list says what an order will cost per piece. The goods' detail is the purchase dialog's
 * (ordering.purchaseInfo).
 */
export function openGoodsService(deps: { repos: Repositories; catalogue: CatalogueService }) {
  const { repos, catalogue } = deps;
  return {
    async list(userId: number, query: OpenGoodsQuery): Promise<Paginated<Goods>> {
      const member = await memberSite(repos, userId);
      return catalogue.memberList(query, userId, member.site, member.groupPercent);
    },
  };
}

export type OpenGoodsService = ReturnType<typeof openGoodsService>;
