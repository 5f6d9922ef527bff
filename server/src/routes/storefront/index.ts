import type { FastifyPluginAsync } from 'fastify';
import favouriteRoutes from './favourites';
import goodsRoutes from './goods';
import pageRoutes from './pages';
import { named } from '../../lib/named-plugin';

/** Storefront and favourites calls of SPEC §7, under /api. */
const storefrontRoutes: FastifyPluginAsync = async (app) => {
  await app.register(named(goodsRoutes));
  await app.register(named(pageRoutes));
  await app.register(named(favouriteRoutes));
};

export default storefrontRoutes;
