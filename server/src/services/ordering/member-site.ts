import type { SitePricing } from 'shared-contracts';
import { NotFoundError } from '../../lib/errors';
import type { Repositories } from '../../repositories';

/** A member's site as pricing and ordering see it, read from the database (what is committed now). */
export interface MemberSite {
  site: { id: number; isMain: boolean; status: 'active' | 'stopped'; pricing: SitePricing | null };
  /** the member's group discount: percent of the site's selling price */
  groupPercent: number;
}

/**
 * The site a member belongs to, with its terms, and their group's discount (issue 32): a member's site decides
 * their prices at every door — the pages, the purchase dialog, the order and the Open API.
 */
export async function memberSite(repos: Repositories, userId: number): Promise<MemberSite> {
  const group = await repos.users.groupOf(userId);
  if (!group) throw new NotFoundError('用户不存在');
  const terms = await repos.sites.terms(group.site_id);
  if (!terms) throw new Error(`site ${group.site_id} of user ${userId} is missing`);
  return {
    site: {
      id: terms.id,
      isMain: terms.is_main,
      status: terms.is_main ? 'active' : terms.status,
      pricing: terms.is_main ? null : { cost_percent: terms.cost_percent, markup_percent: terms.markup_percent },
    },
    groupPercent: group.price_percent,
  };
}
