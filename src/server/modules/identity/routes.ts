import type { FastifyInstance } from 'fastify';
import { identity } from '../../../shared/endpoints/identity';
import { officeSession } from '../../../shared/endpoints/office';
import type { OfficeSession } from '../../../shared/api/office/officeSession';
import { route, type ApiRequest, type RateRule } from '../../http/route';
import { clearOfficeCookie, csrfTokenOf, officeCookieToken, setOfficeCookie } from '../../http/officeSession';
import { partnerOfficeLogin } from './officeLogin';
import { AppError } from '../../http/appError';
import { ResultCode } from '../../../shared/resultCodes';
import { login, logout, refreshToken } from './service';
import { toMemberData } from './memberData';
import { staffLogin } from './staffService';
import { isSubUserLogin, subUserLogin } from './subUsers/login';
import subUserRoutes from './subUsers/routes';
import staffRoutes from './staff/routes';
import { findStaffByLogin } from './sessionRepo';
import { verifyStaffOtp } from './totp/service';
import { signup } from './signup';
import { recordJoinVisit } from './joinLink';
import { updateMember } from './memberUpdate';
import blocklistRoutes from './blocklist/routes';
import partnerGateRoutes from './partnerGate/routes';
import totpRoutes from './totp/routes';
import { deviceIdOf } from '../../http/deviceId';
import { accessRoutes } from './access/routes';
import { withLoginEvent } from './access/service';
import { SessionKind } from './tables';

const MINUTE = 60_000;
/** Checked before any hashing, so a login flood cannot eat the CPU. */
const loginLimits: RateRule[] = [
  { name: 'login-ip', key: ({ ip }) => ip, max: 30, windowMs: MINUTE },
  {
    name: 'login-account',
    key: ({ body }) => String((body as { memId?: unknown }).memId ?? '').slice(0, 40),
    max: 12,
    windowMs: MINUTE,
  },
];

/** §5 sign-up is limited per IP before any rule is checked or password hashed. */
const signupLimits: RateRule[] = [{ name: 'signup-ip', key: ({ ip }) => ip, max: 10, windowMs: 10 * MINUTE }];
/**
 * A partner link's visits are counted once per device, code and day; the device id is the
 * client's to send, so the calls are also limited per IP, and per IP and code
 * (docs/domains/partner-codes.md#visits).
 */
const joinVisitLimits: RateRule[] = [
  { name: 'join-visit-ip', key: ({ ip }) => ip, max: 30, windowMs: 10 * MINUTE },
  {
    name: 'join-visit-code',
    key: ({ ip, body }) => `${ip}:${String((body as { code?: unknown }).code ?? '').slice(0, 40)}`,
    max: 10,
    windowMs: 60 * MINUTE,
  },
];
/** Old-password checks hash too: a stolen token cannot guess passwords quickly. */
const updateLimits: RateRule[] = [{ name: 'member-update-ip', key: ({ ip }) => ip, max: 20, windowMs: MINUTE }];

/** The domain the member used: the page's origin when the browser sends it, else the Host header. */
function requestDomain(origin: string | undefined, hostname: string): string {
  try {
    return origin ? new URL(origin).hostname : hostname;
  } catch {
    return hostname;
  }
}

const staffLoginLimits: RateRule[] = [
  { name: 'staff-login-ip', key: ({ ip }) => ip, max: 20, windowMs: MINUTE },
  {
    name: 'staff-login-account',
    key: ({ body }) => String((body as { staffId?: unknown }).staffId ?? '').slice(0, 40),
    max: 10,
    windowMs: MINUTE,
  },
];

/** The office's one form counts its guesses like both logins it stands for. */
const officeLoginLimits: RateRule[] = [
  { name: 'login-ip', key: ({ ip }) => ip, max: 30, windowMs: MINUTE },
  {
    name: 'login-account',
    key: ({ body }) => String((body as { loginId?: unknown }).loginId ?? '').slice(0, 40),
    max: 12,
    windowMs: MINUTE,
  },
];

/** The office token goes into the HttpOnly cookie; the answer carries its CSRF token. */
function officeAnswer(
  req: ApiRequest<unknown>,
  signed: { token: string; expiresAt: number; sessionId: string },
): OfficeSession {
  setOfficeCookie(req.reply, req.raw, signed.token, signed.expiresAt, req.deps.clock.now());
  return { csrfToken: csrfTokenOf(req.deps.config.JWT_SECRET, signed.sessionId), expiresAt: signed.expiresAt };
}

export default async function identityRoutes(app: FastifyInstance): Promise<void> {
  route(
    app,
    identity.login,
    (req) =>
      withLoginEvent(req, SessionKind.Member, req.body.memId, () =>
        login(req.deps, req.site, req.body, req.ip, req.auth, deviceIdOf(req.raw)),
      ),
    {
      rateLimits: loginLimits,
    },
  );

  route(
    app,
    identity.staffLogin,
    async (req) => {
      const { token, sessionId, ...rest } = await staffLogin(
        req.deps,
        req.site.site.id,
        req.body,
        req.ip,
        req.site.options.sessionMaxHours,
        (secret, otp, after) => verifyStaffOtp(req.deps, secret, otp, after),
      );
      return { ...rest, ...officeAnswer(req, { token, sessionId, expiresAt: rest.expiresAt }) };
    },
    { rateLimits: staffLoginLimits },
  );

  route(
    app,
    officeSession.partnerLogin,
    async (req) => {
      const { token, sessionId, ...rest } = await withLoginEvent(req, SessionKind.Office, req.body.memId, () =>
        partnerOfficeLogin(req.deps, req.site, req.body, req.ip, officeCookieToken(req.raw)),
      );
      return { ...rest, ...officeAnswer(req, { token, sessionId, expiresAt: rest.expiresAt }) };
    },
    { rateLimits: loginLimits },
  );

  // One office form; the id decides whether it is a staff or a partner sign-in.
  route(
    app,
    officeSession.login,
    async (req) => {
      const { loginId, password, otp } = req.body;
      const siteId = req.site.site.id;
      if (await findStaffByLogin(req.deps.db, siteId, loginId)) {
        const { token, sessionId, ...rest } = await staffLogin(
          req.deps,
          siteId,
          { staffId: loginId, password, otp },
          req.ip,
          req.site.options.sessionMaxHours,
          (secret, code, after) => verifyStaffOtp(req.deps, secret, code, after),
        );
        return {
          kind: 'staff' as const,
          staff: rest.staff,
          ...officeAnswer(req, { token, sessionId, expiresAt: rest.expiresAt }),
        };
      }
      // staff work through maintenance; a partner signs in only when members may (§3 checks site and login)
      await req.deps.sites.assertOpen(siteId, ['site', 'login']);
      const { token, sessionId, ...rest } = await withLoginEvent(req, SessionKind.Office, loginId, () =>
        isSubUserLogin(loginId)
          ? subUserLogin(req.deps, req.site, { loginId, password }, req.ip)
          : partnerOfficeLogin(
              req.deps,
              req.site,
              { memId: loginId, memPass: password },
              req.ip,
              officeCookieToken(req.raw),
            ),
      );
      return {
        kind: 'partner' as const,
        ...rest,
        ...officeAnswer(req, { token, sessionId, expiresAt: rest.expiresAt }),
      };
    },
    { rateLimits: officeLoginLimits },
  );

  route(app, officeSession.refresh, async (req) => {
    if (!req.auth) throw new AppError(ResultCode.LoginRequired);
    return officeAnswer(req, {
      ...(await refreshToken(req.deps, req.auth, req.site.options)),
      sessionId: req.auth.session.id,
    });
  });

  route(app, officeSession.logout, async (req) => {
    clearOfficeCookie(req.reply, req.raw);
    if (req.auth) await logout(req.deps, req.auth);
    return null;
  });

  route(app, identity.refreshToken, async (req) => {
    if (!req.auth) throw new AppError(ResultCode.LoginRequired);
    return refreshToken(req.deps, req.auth, req.site.options);
  });

  route(app, identity.logout, async (req) => {
    if (req.auth) await logout(req.deps, req.auth);
    return null;
  });

  route(
    app,
    identity.signup,
    (req) =>
      signup(
        req.deps,
        {
          siteId: req.site.site.id,
          options: req.site.options,
          ip: req.ip,
          domain: requestDomain(req.raw.headers.origin, req.raw.hostname),
        },
        req.body,
      ),
    { rateLimits: signupLimits },
  );

  route(
    app,
    identity.joinVisit,
    (req) =>
      recordJoinVisit(
        req.deps,
        {
          siteId: req.site.site.id,
          domain: requestDomain(req.raw.headers.origin, req.raw.hostname),
          device: deviceIdOf(req.raw) || `ip:${req.ip}`,
        },
        req.body,
      ),
    { rateLimits: joinVisitLimits },
  );

  route(app, identity.update, (req, caller) => updateMember(req.deps, caller, req.body), { rateLimits: updateLimits });

  route(app, identity.info, (req, caller) => toMemberData(req.deps.db, caller.member));

  await blocklistRoutes(app);
  await totpRoutes(app);
  await partnerGateRoutes(app);
  accessRoutes(app);
  subUserRoutes(app);
  staffRoutes(app);
}
