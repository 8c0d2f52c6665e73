import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ResultCode } from '../../shared/resultCodes';
import type { AppDeps } from '../deps';
import type { SiteContext, CheckType } from '../modules/site/siteContext';
import { authenticate, type Auth, type MemberAuth, type StaffAuth } from '../modules/identity/authContext';
import { AppError } from './appError';
import { success } from './envelope';

/** Who may call: anyone (a member is attached when a token is sent), a member, or staff. */
export type Access = 'public' | 'member' | 'staff';

export interface RateRule {
  /** Key part from the request, e.g. the client IP or the memId; empty skips the rule. */
  key: (req: { ip: string; body: unknown }) => string;
  name: string;
  max: number;
  windowMs: number;
}

export interface RouteOptions<S extends z.ZodType> {
  body: S;
  access: Access;
  /** Maintenance kinds that close this call (member calls are also closed by 'site'). */
  closedBy?: readonly CheckType[];
  /** Not closed by site maintenance: the calls the front needs to show the /warning page (§2, §4 INSPECT). */
  openDuringMaintenance?: boolean;
  /** Checked before the body is validated or any password hashed. */
  rateLimits?: readonly RateRule[];
  /**
   * Who may call, decided before the body is read: a caller without the right learns that
   * (E006/U029) rather than which fields of a body it may not send were wrong.
   */
  guard?: (req: ApiRequest<unknown>) => void;
}

export interface ApiRequest<B> {
  body: B;
  site: SiteContext;
  auth: Auth | null;
  ip: string;
  /** Header `Idempotency-Key`; absent means the call is not deduplicated (DESIGN: Money). */
  idempotencyKey: string | undefined;
  userAgent: string;
  log: FastifyBaseLogger;
  deps: AppDeps;
  raw: FastifyRequest;
}

export const requireMember = (req: ApiRequest<unknown>): MemberAuth => {
  if (req.auth?.kind !== 'member') throw new AppError(ResultCode.LoginRequired);
  return req.auth;
};

export const requireStaff = (req: ApiRequest<unknown>): StaffAuth => {
  if (req.auth?.kind !== 'staff') throw new AppError(ResultCode.LoginRequired);
  return req.auth;
};

const header = (req: FastifyRequest, name: string): string | undefined => {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
};

/**
 * Declares one §7 call: POST with a JSON body, the site and token checked, the body validated by
 * its zod schema (E003 with field names), the answer wrapped in the envelope. Handlers return
 * data or throw AppError; they never write the reply.
 */
export function post<S extends z.ZodType, R>(
  app: FastifyInstance,
  path: string,
  options: RouteOptions<S>,
  handler: (req: ApiRequest<z.infer<S>>) => Promise<R>,
): void {
  const deps = app.deps;
  const closedBy: CheckType[] = [...(options.closedBy ?? [])];
  if (options.access !== 'staff' && !options.openDuringMaintenance && !closedBy.includes('site')) closedBy.unshift('site');

  app.post(path, async (request) => {
    const raw = (request.body ?? {}) as Record<string, unknown>;
    if (typeof raw !== 'object' || Array.isArray(raw)) throw new AppError(ResultCode.InvalidRequest, { fields: ['(body)'] });
    const site = await deps.sites.resolve(raw.siteId, header(request, 'authorization'));
    for (const rule of options.rateLimits ?? []) {
      const key = rule.key({ ip: request.ip, body: raw });
      if (key && !(await deps.limiter.hit(`${rule.name}:${site.site.id}:${key}`, rule.max, rule.windowMs))) {
        throw new AppError(ResultCode.TooManyRequests);
      }
    }
    const auth = await authenticate(deps, site.site.id, header(request, 'token'));
    if (options.access === 'member' && auth?.kind !== 'member') throw new AppError(ResultCode.LoginRequired);
    if (options.access === 'staff' && auth?.kind !== 'staff') throw new AppError(ResultCode.LoginRequired);
    // Staff keep working through maintenance; members and guests are closed by it.
    if (auth?.kind !== 'staff') await deps.sites.assertOpen(site.site.id, closedBy);
    const apiRequest: ApiRequest<unknown> = {
      body: raw,
      site,
      auth,
      ip: request.ip,
      idempotencyKey: header(request, 'idempotency-key'),
      userAgent: header(request, 'user-agent') ?? '',
      log: request.log,
      deps,
      raw: request,
    };
    options.guard?.(apiRequest);
    const data = await handler({ ...apiRequest, body: options.body.parse(raw) });
    return success(data ?? null);
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    /** Paths of every POST /api/* route, in registration order. */
    apiRoutes: string[];
  }
}
