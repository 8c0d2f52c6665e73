import { z } from 'zod';

/** §6 partner gate password: 4-20 letters, digits or '!' (the member password is not reused). */
export const GatePassword = z.string().regex(/^[A-Za-z\d!]{4,20}$/);

/** POST /api/partner/gate/set { password } -> { set: true }; refused (E003, data.fields ['password']) when one is set already. */
export const GateSetRequest = z.object({ password: GatePassword });
/** POST /api/partner/gate/check { password } -> { ok: true }; a wrong one answers U003. */
export const GateCheckRequest = z.object({ password: z.string().max(40) });
/** POST /api/partner/gate/change { oldPassword, newPassword } -> { set: true }; wrong old one U003. */
export const GateChangeRequest = z.object({ oldPassword: z.string().max(40), newPassword: GatePassword });

export const GateResult = z.object({ set: z.literal(true).optional(), ok: z.literal(true).optional() });
export type GateResult = z.infer<typeof GateResult>;
