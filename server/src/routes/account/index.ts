import type { FastifyPluginAsync } from 'fastify';
import loginRoutes from './login';
import passwordRoutes from './password';
import registerRoutes from './register';
import userRoutes from './user';
import verificationRoutes from './verification';
import { named } from '../../lib/named-plugin';

/** Session and account calls of SPEC §7, under /api. */
const accountRoutes: FastifyPluginAsync = async (app) => {
  await app.register(named(loginRoutes));
  await app.register(named(registerRoutes));
  await app.register(named(passwordRoutes));
  await app.register(named(userRoutes));
  await app.register(named(verificationRoutes));
};

export default accountRoutes;
