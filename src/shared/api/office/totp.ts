import { z } from 'zod';

/**
 * §6 optional TOTP for staff. Setup makes a pending secret; enable verifies one code against it
 * and from then on /api/admin/login needs `otp`.
 * POST /api/admin/totp/setup  {} -> TotpSetup; once TOTP is on, { password, otp } (re-enrolling needs
 *   the password and a current code; either wrong: U003; docs/architecture/security.md#staff-sign-in)
 * POST /api/admin/totp/enable { otp } -> { enabled: true } (a wrong code: U003 with data.otp)
 */
export const TotpSetup = z.object({
  secret: z.string(),
  /** otpauth:// URI for an authenticator app (QR code). */
  otpauthUrl: z.string(),
});
export type TotpSetup = z.infer<typeof TotpSetup>;
export const TotpSetupRequest = z.object({
  password: z.string().max(100).optional(),
  otp: z.string().max(6).optional(),
});
export type TotpSetupRequest = z.infer<typeof TotpSetupRequest>;
export const TotpEnableRequest = z.object({ otp: z.string().regex(/^\d{6}$/) });
export const TotpEnabled = z.object({ enabled: z.literal(true) });
