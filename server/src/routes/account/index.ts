import type { FastifyPluginAsync } from 'fastify';
import loginRoutes from './login';
import passwordRoutes from './password';
import registerRoutes from './register';
import userRoutes from './user';
import verificationRoutes from './verification';

/** Session and account calls of SPEC §7, under /api. */
const accountRoutes: FastifyPluginAsync = async (app) => {
  await app.register(loginRoutes);
  await app.register(registerRoutes);
  await app.register(passwordRoutes);
  await app.register(userRoutes);
  await app.register(verificationRoutes);
};

export default accountRoutes;
