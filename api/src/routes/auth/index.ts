// /auth/...: everything that works without a bearer token.
import type { FastifyPluginAsync } from 'fastify';
import emailLinkRoutes from './email-links';
import registrationRoutes from './registration';
import sessionRoutes from './session';

const authRoutes: FastifyPluginAsync = async (app) => {
  await app.register(sessionRoutes);
  await app.register(registrationRoutes);
  await app.register(emailLinkRoutes);
};

export default authRoutes;
