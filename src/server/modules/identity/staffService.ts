import { randomBytes, randomUUID } from 'node:crypto';
import { ResultCode } from '../../../shared/resultCodes';
import type { StaffLoginResponse } from '../../../shared/api/office';
import type { StaffRole } from '../../../shared/enums';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/appError';
import { verifySecret } from './passwords';
import { findStaffByLogin, insertSession } from './sessionRepo';
import { signToken } from './tokens';

export interface StaffLoginInput {
  staffId: string;
  password: string;
  otp?: string;
}

/** Staff sign in apart from members (§6); an optional TOTP second factor is checked by `verifyOtp`. */
export async function staffLogin(
  deps: AppDeps,
  siteId: string,
  input: StaffLoginInput,
  ip: string,
  verifyOtp: (secret: string, otp: string | undefined) => Promise<boolean> = async () => true,
): Promise<StaffLoginResponse> {
  if (!input.staffId) throw new AppError(ResultCode.MissingId);
  if (!input.password) throw new AppError(ResultCode.MissingPassword);
  const staff = await findStaffByLogin(deps.db, siteId, input.staffId);
  if (!staff || !staff.enabled) throw new AppError(ResultCode.NoMember);
  if (!(await verifySecret(staff.password_hash, input.password))) throw new AppError(ResultCode.WrongPassword);
  if (staff.totp_secret && !(await verifyOtp(staff.totp_secret, input.otp))) throw new AppError(ResultCode.WrongPassword, { otp: true });
  const now = deps.clock.now();
  const id = randomUUID();
  const signed = await signToken(deps.config.JWT_SECRET, { sid: id, site: siteId }, now);
  await insertSession(deps.db, {
    id,
    site_id: siteId,
    member_id: null,
    staff_id: staff.id,
    channel_id: randomBytes(16).toString('hex'),
    push_key: randomBytes(32).toString('base64'),
    ip,
    expires_at: new Date(signed.expiresAt),
  });
  return { ...signed, staff: { staffId: staff.staff_id, name: staff.name, role: staff.role as StaffRole } };
}
