import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { LoginRequest, SignupRequest, UpdateRequest } from '../../../shared/api/member';
import { SiteBody } from '../../../shared/api/common';
import { post, requireMember, type RateRule } from '../../http/route';
import { AppError } from '../../http/appError';
import { ResultCode } from '../../../shared/resultCodes';
import { login, logout, refreshToken } from './service';
import { toMemberData } from './memberData';
import { staffLogin } from './staffService';
import { verifyStaffOtp } from '../office/totp';
import { StaffLoginRequest } from '../../../shared/api/office';
import { signup } from './signup';
import { updateMember } from './memberUpdate';
import memberAdminRoutes from './adminRoutes';

const MINUTE = 60_000;
/** Checked before any hashing, so a login flood cannot eat the CPU. */
export const loginLimits: RateRule[] = [
  { name: 'login-ip', key: ({ ip }) => ip, max: 30, windowMs: MINUTE },
  {
    name: 'login-account',
    key: ({ body }) => String((body as { memId?: unknown }).memId ?? '').slice(0, 40),
    max: 12,
    windowMs: MINUTE,
  },
];

/** §5 sign-up is limited per IP before any rule is checked or password hashed. */
export const signupLimits: RateRule[] = [{ name: 'signup-ip', key: ({ ip }) => ip, max: 10, windowMs: 10 * MINUTE }];
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
  { name: 'staff-login-account', key: ({ body }) => String((body as { staffId?: unknown }).staffId ?? '').slice(0, 40), max: 10, windowMs: MINUTE },
];

export default async function identityRoutes(app: FastifyInstance): Promise<void> {
  post(app, '/api/member/login', { body: SiteBody.extend(LoginRequest.shape), access: 'public', closedBy: ['login'], rateLimits: loginLimits }, (req) =>
    login(req.deps, req.site.site.id, req.body, req.ip),
  );

  post(app, '/api/admin/login', { body: SiteBody.extend(StaffLoginRequest.shape), access: 'public', rateLimits: staffLoginLimits }, (req) =>
    staffLogin(req.deps, req.site.site.id, req.body, req.ip, (secret, otp) => verifyStaffOtp(req.deps, secret, otp)),
  );

  post(app, '/api/getToken', { body: SiteBody.extend({ refresh: z.unknown().optional() }), access: 'public' }, async (req) => {
    if (!req.auth) throw new AppError(ResultCode.LoginRequired);
    return refreshToken(req.deps, req.auth);
  });

  // A member can always end its own session, maintenance or not.
  post(app, '/api/member/logout', { body: SiteBody, access: 'public', openDuringMaintenance: true }, async (req) => {
    if (req.auth) await logout(req.deps, req.auth);
    return null;
  });

  post(
    app,
    '/api/member/signup',
    { body: SiteBody.extend(SignupRequest.shape), access: 'public', closedBy: ['signup'], rateLimits: signupLimits },
    (req) =>
      signup(
        req.deps,
        { siteId: req.site.site.id, options: req.site.options, ip: req.ip, domain: requestDomain(req.raw.headers.origin, req.raw.hostname) },
        req.body,
      ),
  );

  post(app, '/api/member/update', { body: SiteBody.and(UpdateRequest), access: 'member', rateLimits: updateLimits }, (req) =>
    updateMember(req.deps, requireMember(req), req.body),
  );

  await memberAdminRoutes(app);

  post(app, '/api/member/info', { body: SiteBody, access: 'member' }, async (req) => toMemberData(req.deps.db, requireMember(req).member));
}
