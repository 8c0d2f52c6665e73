import type { FastifyInstance } from 'fastify';
import type { Rng } from '../rules/rng';
import type { AppDeps } from '../../server/deps';
import { parseChaos, type Chaos } from './chaos';
import { cryptoRng } from './cryptoRng';
import { pamClient, type PamClient } from './pamClient';

/** What the demo provider's services share: the app's deps, its RNG, its PAM client, the chaos. */
export interface DemoProvider {
  deps: AppDeps;
  rng: Rng;
  chaos: Chaos;
  pam: PamClient;
}

/**
 * Where /pam is: PUBLIC_URL, or this server's own listening address (the provider calls the
 * operator over real HTTP, as an outside RGS would).
 */
function ownAddress(app: FastifyInstance): string {
  const address = app.server.address();
  if (!address || typeof address === 'string')
    throw new Error('the server is not listening: the demo provider cannot reach /pam');
  const host =
    address.address === '::' || address.address === '0.0.0.0'
      ? '127.0.0.1'
      : address.family === 'IPv6'
        ? `[${address.address}]`
        : address.address;
  return `http://${host}:${address.port}`;
}

export function createDemoProvider(
  app: FastifyInstance,
  deps: AppDeps,
  options: { backoffMs?: (attempt: number) => number } = {},
): DemoProvider {
  const rng = cryptoRng();
  const chaos = parseChaos(deps.config.DEMO_PROVIDER_CHAOS);
  const publicUrl = deps.config.PUBLIC_URL?.replace(/\/$/, '');
  const pam = pamClient({
    baseUrl: () => publicUrl ?? ownAddress(app),
    apiToken: deps.config.PAM_API_TOKEN,
    chaos,
    rng,
    ...options,
  });
  return { deps, rng, chaos, pam };
}
