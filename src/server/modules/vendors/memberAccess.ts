import type { Transaction } from 'kysely';
import { PRODUCT_GROUPS, RATE_GROUP_OF, isProductGroup } from '../../../shared/bets/productGroups';
import type { DB } from '../../db/schema';
import { StakeBar, stakeStanding, type StakeStanding } from '../responsible/guard';
import { endGameSessions } from './sessionRepo';
import { GameSessionEnd } from './sessions';

/**
 * §6 staff open and close casino and slot per member: casinoOpen covers the products counted as
 * casino (live casino, virtual, e-sports), slotOpen those counted as slot (slots, fishing). The
 * member flag that opens a product group (`none`: no flag of its own; undefined: not a product),
 * as responsible/sql/member_stake_bars.sql takes it.
 */
export const flagOf = (group: string): 'casino' | 'slot' | 'none' | undefined => {
  if (!isProductGroup(group)) return undefined;
  const rate = RATE_GROUP_OF[group];
  return rate === 'casino' || rate === 'slot' ? rate : 'none';
};

/**
 * May the member play this product group now: the one rule "member may stake" (responsible/guard.ts
 * stakeStanding) for the group's flag. Undefined when the member may not play it at all (no bet
 * right, locked, not a normal member, the group's flag closed, or not a product); otherwise its
 * standing, whose exclusion or limits are weighed per stake (guard.ts stakeLimitsRefusal).
 */
export async function playStanding(
  trx: Transaction<DB>,
  memberId: number,
  group: string,
  now: Date,
): Promise<StakeStanding | undefined> {
  const flag = flagOf(group);
  if (!flag) return undefined;
  const standing = await stakeStanding(trx, memberId, now, flag);
  const closed =
    standing.bar === StakeBar.NoRight || standing.bar === StakeBar.Locked || standing.bar === StakeBar.Closed;
  return closed ? undefined : standing;
}

/**
 * After staff changed a member's flags (same transaction): the game sessions of every group the
 * member may no longer play end, and its next balance poll answers TK999 (§4) so the window closes.
 */
export async function endClosedGameSessions(trx: Transaction<DB>, member: { id: number }, now: Date): Promise<void> {
  const closed: string[] = [];
  for (const group of PRODUCT_GROUPS) if (!(await playStanding(trx, member.id, group, now))) closed.push(group);
  if (closed.length) await endGameSessions(trx, { memberId: member.id, groups: closed }, GameSessionEnd.FlagOff, now);
}
