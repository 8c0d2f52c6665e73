import { randomBytes, randomUUID } from 'node:crypto';
import { ResultCode } from '../../../shared/resultCodes';
import type { StaffLoginResponse } from '../../../shared/api/office';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/appError';
import { verifySecret } from './passwords';
import { decoyHash } from './service';
import { findStaffByLogin, insertSession, type StaffRow } from './sessionRepo';
import { claimTotpStep, recordStaffFailure, recordStaffSignIn } from './staffRepo';
import { signToken } from './tokens';
import { assertOfficeIp } from './staff/officeIps';
import { findRole } from './staff/roleRepo';
import { SessionKind } from './tables';

/** A staff member's signed office token (for the cookie) and what the office front may know. */
export type SignedStaffLogin = Omit<StaffLoginResponse, 'csrfToken'> & { token: string; sessionId: string };

export interface StaffLoginInput {
  staffId: string;
  password: string;
  otp?: string;
}

/** The TOTP time step a code matches (none already used), or null. */
export type OtpCheck = (secret: string, otp: string | undefined, afterStep: number | null) => Promise<number | null>;

/**
 * A staff member's second factor, accepted once: the matched time step must be
 * later than the last one used, claimed atomically so two sign-ins with one code cannot both pass.
 */
export async function acceptOtp(
  deps: Pick<AppDeps, 'db'>,
  staff: StaffRow,
  otp: string | undefined,
  check: OtpCheck,
): Promise<boolean> {
  if (!staff.totp_secret) return true;
  const step = await check(staff.totp_secret, otp, staff.totp_last_step);
  return step !== null && (await claimTotpStep(deps.db, staff.id, step));
}

/**
 * Staff sign in apart from members (§6), from an address the site's office allowlist accepts
 * (docs/domains/staff.md#office-ip-allowlist). An unknown id costs one argon2id check
 * like a known one (the decoy hash); failures in a row (password or code) back off the account
 * (U033 until the time it names) before any hash is checked; a TOTP code counts once.
 */
export async function staffLogin(
  deps: AppDeps,
  siteId: string,
  input: StaffLoginInput,
  ip: string,
  maxHours: number,
  checkOtp: OtpCheck,
): Promise<SignedStaffLogin> {
  if (!input.staffId) throw new AppError(ResultCode.MissingId);
  if (!input.password) throw new AppError(ResultCode.MissingPassword);
  // before the id is even looked up: an address outside the allowlist learns nothing of the accounts
  await assertOfficeIp(deps.db, siteId, ip);
  const now = deps.clock.now();
  const staff = await findStaffByLogin(deps.db, siteId, input.staffId);
  if (!staff || !staff.enabled) {
    await verifySecret(await decoyHash(deps), input.password);
    throw new AppError(ResultCode.NoMember);
  }
  if (staff.locked_until && staff.locked_until > now)
    throw new AppError(ResultCode.SignInBackoff, { until: staff.locked_until.toISOString() });
  const passwordOk = await verifySecret(staff.password_hash, input.password);
  const otpOk = passwordOk && (await acceptOtp(deps, staff, input.otp, checkOtp));
  if (!otpOk) {
    await recordStaffFailure(deps.db, staff.id, now);
    throw new AppError(ResultCode.WrongPassword, passwordOk ? { otp: true } : undefined);
  }
  const role = await findRole(deps.db, siteId, staff.role);
  if (!role) throw new AppError(ResultCode.NoAccess);
  await recordStaffSignIn(deps.db, staff.id, now);
  const id = randomUUID();
  const signed = await signToken(deps.config.JWT_SECRET, { sid: id, site: siteId, seq: 0 }, now, {
    notAfter: now.getTime() + maxHours * 3_600_000,
  });
  await insertSession(deps.db, {
    id,
    kind: SessionKind.Office,
    site_id: siteId,
    member_id: null,
    staff_id: staff.id,
    channel_id: randomBytes(16).toString('hex'),
    push_key: randomBytes(32).toString('base64'),
    ip,
    created_at: now,
    expires_at: new Date(signed.expiresAt),
  });
  return {
    ...signed,
    sessionId: id,
    staff: {
      staffId: staff.staff_id,
      name: staff.name,
      role: role.key,
      roleName: role.name,
      pairs: [...role.pairs],
      totpSetupRequired: staff.totp_required && !staff.totp_secret,
    },
  };
}
