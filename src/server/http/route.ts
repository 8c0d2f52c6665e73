import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { SiteBody } from '../../shared/api/common';
import type { Access, Endpoint } from '../../shared/endpoints/endpoint';
import { ResultCode } from '../../shared/resultCodes';
import type { AppDeps } from '../deps';
import type { SiteContext, CheckType } from '../modules/site/siteContext';
import { authenticate, type Auth, type MemberAuth, type StaffAuth } from '../modules/identity/authContext';
import { actorOf, type Actor } from '../modules/audit/actor';
import type { MemberRow, StaffRow } from '../modules/identity/sessionRepo';
import { AppError } from './appError';
import { success } from './envelope';
import { requirePartner, requireStaffArea } from './officeAccess';

export interface RateRule {
  /** Key part from the request, e.g. the client IP or the memId; empty skips the rule. */
  key: (req: { ip: string; body: unknown }) => string;
  name: string;
  max: number;
  windowMs: number;
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

const requireMember = (req: ApiRequest<unknown>): MemberAuth => {
  if (req.auth?.kind !== 'member') throw new AppError(ResultCode.LoginRequired);
  return req.auth;
};

const requireStaff = (req: ApiRequest<unknown>): StaffAuth => {
  if (req.auth?.kind !== 'staff') throw new AppError(ResultCode.LoginRequired);
  return req.auth;
};

const header = (req: FastifyRequest, name: string): string | undefined => {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
};

/** A partner acting in the office on its own subtree (§6). */
export interface PartnerCaller {
  kind: 'partner';
  siteId: string;
  member: MemberRow;
  actor: Actor;
}
/** Staff of the area the endpoint names. */
export interface StaffCaller {
  kind: 'staff';
  siteId: string;
  staff: StaffRow;
  actor: Actor;
}
export type OfficeCaller = PartnerCaller | StaffCaller;

/** What a handler receives as its caller, by the endpoint's access. */
export type CallerOf<A extends Access> = A extends { kind: 'member' }
  ? MemberAuth
  : A extends { kind: 'partner' }
    ? PartnerCaller
    : A extends { kind: 'staff' }
      ? StaffCaller
      : MemberAuth | null;

/** Decided before the body is read, so a caller without the right learns nothing of the call's shape. */
function callerFor(req: ApiRequest<unknown>, access: Access): MemberAuth | OfficeCaller | null {
  const siteId = req.site.site.id;
  switch (access.kind) {
    case 'guest':
      return req.auth?.kind === 'member' ? req.auth : null;
    case 'member':
      return requireMember(req);
    case 'partner': {
      const { member } = requirePartner(req);
      return { kind: 'partner', siteId, member, actor: actorOf(req, 'partner') };
    }
    case 'staff': {
      const { staff } = access.area ? requireStaffArea(req, access.area) : requireStaff(req);
      return { kind: 'staff', siteId, staff, actor: actorOf(req) };
    }
  }
}

export interface RouteExtras {
  /** Checked before the body is validated or any password hashed. */
  rateLimits?: readonly RateRule[];
}

/**
 * Serves one entry of the endpoint table (src/shared/endpoints): POST with a JSON body, the site
 * key and token checked, rate limits counted before any password is hashed, maintenance kinds of
 * the entry applied to members and guests (staff work through maintenance), the caller decided
 * before the body is read (a guest learns E006, a member or partner without the right U029, never
 * which fields it may not send), then the body validated as the entry's schema plus siteId (E003
 * with the failing fields) and the answer wrapped in the §7 envelope. Handlers return data or throw
 * AppError; they never write the reply. Their answer must match the entry's response schema
 * (checked at run time when CHECK_RESPONSES is on, as in the tests).
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  entry: E,
  handler: (req: ApiRequest<z.output<E['body']>>, caller: CallerOf<E['access']>) => Promise<z.input<E['response']>>,
  extras: RouteExtras = {},
): void {
  const { deps } = app;
  const { access } = entry;
  const body = SiteBody.and(entry.body);
  const closedBy: CheckType[] = entry.openDuringMaintenance ? [...(entry.closedBy ?? [])] : ['site', ...(entry.closedBy ?? []).filter((k) => k !== 'site')];

  app.post(entry.path, async (request) => {
    const raw = (request.body ?? {}) as Record<string, unknown>;
    if (typeof raw !== 'object' || Array.isArray(raw)) throw new AppError(ResultCode.InvalidRequest, { fields: ['(body)'] });
    const site = await deps.sites.resolve(raw.siteId, header(request, 'authorization'));
    for (const rule of extras.rateLimits ?? []) {
      const key = rule.key({ ip: request.ip, body: raw });
      if (key && !(await deps.limiter.hit(`${rule.name}:${site.site.id}:${key}`, rule.max, rule.windowMs))) {
        throw new AppError(ResultCode.TooManyRequests);
      }
    }
    const auth = await authenticate(deps, site.site.id, header(request, 'token'));
    if (access.kind === 'member' && auth?.kind !== 'member') throw new AppError(ResultCode.LoginRequired);
    if (auth?.kind !== 'staff') await deps.sites.assertOpen(site.site.id, closedBy);
    const req: ApiRequest<unknown> = {
      body: raw,
      site,
      auth,
      ip: request.ip,
      idempotencyKey: entry.idempotent ? header(request, 'idempotency-key') : undefined,
      userAgent: header(request, 'user-agent') ?? '',
      log: request.log,
      deps,
      raw: request,
    };
    const caller = callerFor(req, access) as CallerOf<E['access']>;
    const data = await handler({ ...req, body: body.parse(raw) as z.output<E['body']> }, caller);
    if (deps.config.CHECK_RESPONSES) {
      const checked = entry.response.safeParse(data ?? null);
      if (!checked.success) throw new Error(`answer of ${entry.path} breaks its schema: ${checked.error.message}`);
    }
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
