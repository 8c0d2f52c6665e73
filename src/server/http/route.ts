import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { SiteBody } from '../../shared/api/common';
import { actionOf, isOfficeCall, type Access, type Endpoint } from '../../shared/endpoints/endpoint';
import { ResultCode } from '../../shared/resultCodes';
import type { AppDeps } from '../deps';
import type { SiteContext, CheckType } from '../modules/site/siteContext';
import { authenticate, type Auth, type MemberAuth, type StaffAuth } from '../modules/identity/authContext';
import { actorOf, type Actor } from '../modules/audit/actor';
import type { MemberRow, StaffRow } from '../modules/identity/sessionRepo';
import { AppError } from './appError';
import { success } from './envelope';
import { assertGatePassed, assertSubUserMay, requirePartner, requireStaffPair } from './officeAccess';
import { assertOfficeIp } from '../modules/identity/staff/officeIps';
import type { StaffRoleRights } from '../modules/identity/staff/roleRepo';
import { assertSessionFits, credentialOf } from './officeSession';
import { safeInput } from './inputSafety';

export interface RateRule {
  /** Key part from the request: the client IP, the memId sent, the signed-in caller; empty skips the rule. */
  key: (req: { ip: string; body: unknown; auth: Auth | null }) => string;
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
  /** For the office session's cookie only (set at login and renewal, dropped at logout). */
  reply: FastifyReply;
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
  /** The office session the partner acts in (§6: the gate is passed per session). */
  sessionId: string;
  actor: Actor;
}
/** Staff of the area the endpoint names. */
export interface StaffCaller {
  kind: 'staff';
  siteId: string;
  staff: StaffRow;
  /** The role the account holds, with its pairs. */
  role: StaffRoleRights;
  /** The office session the staff member acts in (enabling TOTP ends the others). */
  sessionId: string;
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
function callerFor(req: ApiRequest<unknown>, entry: Endpoint): MemberAuth | OfficeCaller | null {
  const siteId = req.site.site.id;
  const { access } = entry;
  switch (access.kind) {
    case 'guest':
      return req.auth?.kind === 'member' ? req.auth : null;
    case 'member':
      return requireMember(req);
    case 'partner': {
      const { member, session } = requirePartner(req);
      // the gate's own calls are the partner's: a sub-user never sets or types the gate password
      assertSubUserMay(session, !!access.owner || !!entry.beforeGate, actionOf(entry));
      if (!entry.beforeGate) assertGatePassed(member, session);
      return { kind: 'partner', siteId, member, sessionId: session.id, actor: actorOf(req, 'partner') };
    }
    case 'staff': {
      const { staff, session, role } = access.area
        ? requireStaffPair(req, access.area, actionOf(entry))
        : requireStaff(req);
      return { kind: 'staff', siteId, staff, role, sessionId: session.id, actor: actorOf(req) };
    }
  }
}

/**
 * Everything route() checks before a handler runs, in its order: the site key, the session, rate
 * limits (keyed on the address, the id sent or the signed-in caller), the session's kind,
 * maintenance, the caller, then the body. Shared with the routes that
 * answer outside the envelope (CSV exports, ./csvRoute.ts), so they admit exactly the same callers.
 */
export async function admit<E extends Endpoint>(
  deps: AppDeps,
  entry: E,
  request: FastifyRequest,
  reply: FastifyReply,
  extras: RouteExtras = {},
): Promise<{ req: ApiRequest<z.output<E['body']>>; caller: CallerOf<E['access']> }> {
  const { access } = entry;
  const officeCall = isOfficeCall(entry);
  const closedBy: CheckType[] = entry.openDuringMaintenance
    ? [...(entry.closedBy ?? [])]
    : ['site', ...(entry.closedBy ?? []).filter((k) => k !== 'site')];
  const sent = request.body ?? {};
  if (typeof sent !== 'object' || Array.isArray(sent))
    throw new AppError(ResultCode.InvalidRequest, { fields: ['(body)'] });
  const raw = safeInput(sent) as Record<string, unknown>;
  const site = await deps.sites.resolve(raw.siteId, header(request, 'authorization'));
  const credential = credentialOf(request, officeCall);
  const auth = await authenticate(deps, site.site.id, credential.token);
  for (const rule of extras.rateLimits ?? []) {
    const key = rule.key({ ip: request.ip, body: raw, auth });
    if (key && !(await deps.limiter.hit(`${rule.name}:${site.site.id}:${key}`, rule.max, rule.windowMs))) {
      throw new AppError(ResultCode.TooManyRequests);
    }
  }
  if (auth) assertSessionFits(request, auth, credential, officeCall, deps.config.JWT_SECRET);
  if (auth?.kind === 'staff') await assertOfficeIp(deps.db, site.site.id, request.ip);
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
    reply,
  };
  const caller = callerFor(req, entry) as CallerOf<E['access']>;
  // The entry's schema and siteId apart: a zod intersection deep-merges both answers on every call.
  const body = { ...(entry.body.parse(raw) as object), ...SiteBody.parse(raw) } as z.output<E['body']>;
  return { req: { ...req, body }, caller };
}

export interface RouteExtras {
  /** Checked after the session is read, before the body is validated or any password hashed. */
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
  app.post(entry.path, async (request, reply) => {
    const { req, caller } = await admit(deps, entry, request, reply, extras);
    const data = await handler(req, caller);
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
    /** Set when the node is told to stop (shutdown.ts): /healthz answers 503 while it still serves. */
    leaving: { draining: boolean };
  }
}
