import type { FastifyRequest } from 'fastify';
import { DEVICE_HEADER, DEVICE_ID } from '../../shared/responsible/device';

/** The caller's device id, or '' when absent or malformed (nothing else is ever stored). */
export function deviceIdOf(req: FastifyRequest): string {
  const v = req.headers[DEVICE_HEADER];
  const id = Array.isArray(v) ? v[0] : v;
  return id && DEVICE_ID.test(id) ? id : '';
}
