import { z } from 'zod';
import { SIGNAL_KINDS } from '../integrity';
import { listBody, TextFilter } from './common';

/**
 * §2 partner tab "multiple IP": accounts of the caller's subtree that share a sign-in IP, a device
 * or a payout account. Only members of the subtree count and are named: a partner never learns that
 * an account outside shares its value. Payout account numbers are masked but their last 4 digits.
 */
export const SHARED_SIGNAL_KINDS = SIGNAL_KINDS.filter((k) => k !== 'phone') as ['device', 'ip', 'account'];
const SharedSignalFilter = z.object({
  kind: z.enum(SHARED_SIGNAL_KINDS).optional(),
  /** Groups holding this member id (prefix). */
  memId: TextFilter.optional(),
  /** Groups holding this member (exact; the member detail). */
  memberId: z.number().int().positive().optional(),
});
export const SharedSignalList = listBody(SharedSignalFilter);

export const SharedSignalRecord = z.object({
  /** `<kind>:<value>` (the value masked for an account). */
  id: z.string(),
  kind: z.enum(SHARED_SIGNAL_KINDS),
  value: z.string(),
  accounts: z.number().int(),
  members: z.array(z.object({ id: z.number().int(), memId: z.string(), memNick: z.string() })),
  /** Last time one of them was seen on it (sign-in), or joined / changed its account. */
  lastSeen: z.string().nullable(),
});
export type SharedSignalRecord = z.infer<typeof SharedSignalRecord>;
