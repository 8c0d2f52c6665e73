import type { Kysely, Transaction } from 'kysely';
import { periodWindow, type LimitKind, type LimitPeriod } from '../../../shared/responsible/periods';
import type { DB } from '../../db/schema';
import { depositsIn, minutesSignedIn, stakesIn } from './repo';

/** What a limit of this kind has used in its period (site time) so far: won, or minutes signed in. */
export async function usage(
  db: Kysely<DB> | Transaction<DB>,
  memberId: number,
  kind: LimitKind,
  period: LimitPeriod,
  now: Date,
  tzOffsetMinutes: number,
): Promise<number> {
  const w = periodWindow(period, now, tzOffsetMinutes);
  if (kind === 'deposit') return depositsIn(db, memberId, w);
  if (kind === 'session') return minutesSignedIn(db, memberId, w, now);
  const used = await stakesIn(db, memberId, w);
  return kind === 'stake' ? used.stake : used.loss;
}
