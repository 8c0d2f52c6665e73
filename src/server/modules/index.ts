import type { FastifyPluginAsync } from 'fastify';
import opsRoutes from './ops/routes';
import identityRoutes from './identity/routes';
import realtimeRoutes from './realtime/routes';

/** Every module's routes, registered by app.ts in this order. */
export const moduleRoutes: FastifyPluginAsync[] = [opsRoutes, identityRoutes, realtimeRoutes];
