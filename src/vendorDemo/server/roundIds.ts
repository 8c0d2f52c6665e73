import { randomBytes } from 'node:crypto';
import type { StoredLeg } from './tables';

/** Provider round ids: 'dr' and 20 hex digits (PAM ids are at most 40 characters). */
export const newRoundId = (): string => `dr${randomBytes(10).toString('hex')}`;

/**
 * The ids a leg's PAM calls carry, Evolution-style: the WITHDRAW has its own transaction id, the
 * DEPOSIT another, both share the leg's bet reference; a CANCEL names the WITHDRAW's
 * transaction id (as Red Tiger's refund and Evolution's cancel do) and the same reference.
 */
export const legIds = (roundId: string, index: number) => ({
  withdraw: `${roundId}-w${index + 1}`,
  deposit: `${roundId}-d${index + 1}`,
  betRef: `${roundId}-${index + 1}`,
});

export const totalStake = (legs: readonly StoredLeg[]): number => legs.reduce((n, l) => n + l.stake, 0);
