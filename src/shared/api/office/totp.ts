import { z } from 'zod';

/**
 * §6 optional TOTP for staff. Setup makes a pending secret; enable verifies one code against it
 * and from then on /api/admin/login needs `otp`.
 * POST /api/admin/totp/setup  {} -> TotpSetup
 * POST /api/admin/totp/enable { otp } -> { enabled: true } (a wrong code: U003 with data.otp)
 */
export const TotpSetup = z.object({
  secret: z.string(),
  /** otpauth:// URI for an authenticator app (QR code). */
  otpauthUrl: z.string(),
});
export type TotpSetup = z.infer<typeof TotpSetup>;
export const TotpEnableRequest = z.object({ otp: z.string().regex(/^\d{6}$/) });
export const TotpEnabled = z.object({ enabled: z.literal(true) });
