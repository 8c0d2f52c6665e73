import { z } from 'zod';
import type { Tier, YN } from '../enums';

/** §5 login check: id 5-20 of letters, digits and '+'. */
export const MEM_ID_PATTERN = /^[A-Za-z0-9+]{5,20}$/;
/** §5 login check: 6-20 of letters, digits and '!', at least one letter and one digit. */
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d!]{6,20}$/;
/** §5: the server says exactly 4 digits. */
export const WITHDRAW_PASSWORD_PATTERN = /^\d{4}$/;
/** §5 Korean mobile: 01 then 0/1/6/7/8/9, optional hyphens, 3-4 then 4 digits. */
export const PHONE_PATTERN = /^01[016789]-?\d{3,4}-?\d{4}$/;
export const NICK_LENGTH = { min: 3, max: 20 } as const;
/** §5: letters only (any script: Hangul names and holders are letters). */
export const LETTERS_PATTERN = /^[\p{L} ]+$/u;
export const DIGITS_PATTERN = /^\d+$/;

export const LoginRequest = z.object({
  memId: z.string().max(100),
  memPass: z.string().max(200),
});
export type LoginRequest = z.infer<typeof LoginRequest>;

/** §3 userData as the fronts read it. */
export interface MemberData {
  memId: string;
  memNick: string;
  memLevel: number;
  cashAmt: number;
  pointAmt: number;
  recommendYn: YN;
  siteId: string;
  tier: Tier;
  name: string;
  phone: string;
  bankName: string;
  accountNo: string;
  accountHolder: string;
  hasWithdrawPassword: boolean;
  joinDay: string;
  lastLoginAt: string | null;
}

export interface LoginResponse {
  token: string;
  /** Epoch milliseconds when the token ends; the client refreshes under one minute before. */
  expiresAt: number;
  member: MemberData;
  msgInfo: { newMsg: number };
  /** Push channel and per-session AES key for /ws (§7). */
  push: { channelId: string; key: string };
}

export interface TokenResponse {
  token: string;
  expiresAt: number;
}
