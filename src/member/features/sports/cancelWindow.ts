import type { BetRow } from '../../../shared/api/bets';

/**
 * §4: a sports slip may be cancelled while it is open, within `minutes` after placement and
 * before its first kick-off, and not once part of it was cashed out. The page offers the button on
 * this; the server decides.
 */
export function cancellable(
  slip: Pick<BetRow, 'status' | 'createdAt' | 'legs' | 'cashedOut'>,
  minutes: number,
  now: number,
): boolean {
  if (slip.status !== 'BET' || slip.cashedOut || minutes <= 0) return false;
  if (Date.parse(slip.createdAt) + minutes * 60_000 <= now) return false;
  const kickOffs = slip.legs.map((l) => (l.sports ? Date.parse(l.sports.startsAt) : Number.POSITIVE_INFINITY));
  return Math.min(...kickOffs) > now;
}
