import type { Transaction } from 'kysely';
import { PRODUCT_GROUPS, RATE_GROUP_OF, isProductGroup } from '../../../shared/bets/productGroups';
import { MemberStatus } from '../../../shared/enums';
import type { DB } from '../../db/schema';
import { endGameSessions } from './sessionRepo';
import { GameSessionEnd } from './sessions';
import type { MemberRow } from '../identity/sessionRepo';

/**
 * §6 staff open and close casino and slot per member: casinoOpen covers the products counted as
 * casino (live casino, virtual, e-sports), slotOpen those counted as slot (slots, fishing).
 */
export function groupOpenFor(member: Pick<MemberRow, 'casino_open' | 'slot_open'>, group: string): boolean {
  if (!isProductGroup(group)) return false;
  const rate = RATE_GROUP_OF[group];
  if (rate === 'casino') return member.casino_open;
  if (rate === 'slot') return member.slot_open;
  return true;
}


/** A member may play: may bet, not locked, and the group's flag open. */
export const mayPlay = (member: Pick<MemberRow, 'can_bet' | 'locked' | 'casino_open' | 'slot_open' | 'status'>, group: string): boolean =>
  member.can_bet && !member.locked && member.status === MemberStatus.Normal && groupOpenFor(member, group);

/**
 * After staff changed a member's flags (same transaction): the game sessions of every group the
 * member may no longer play end, and its next balance poll answers TK999 (§4) so the window closes.
 */
export async function endClosedGameSessions(trx: Transaction<DB>, member: Parameters<typeof mayPlay>[0] & { id: number }, now: Date): Promise<void> {
  const closed = PRODUCT_GROUPS.filter((group) => !mayPlay(member, group));
  if (closed.length) await endGameSessions(trx, { memberId: member.id, groups: closed }, GameSessionEnd.FlagOff, now);
}
