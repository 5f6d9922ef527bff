import type { FastifyPluginAsync } from 'fastify';
import favouriteRoutes from './favourites';
import goodsRoutes from './goods';
import pageRoutes from './pages';

/** Storefront and favourites calls of SPEC §7, under /api. */
const storefrontRoutes: FastifyPluginAsync = async (app) => {
  await app.register(goodsRoutes);
  await app.register(pageRoutes);
  await app.register(favouriteRoutes);
};

export default storefrontRoutes;
