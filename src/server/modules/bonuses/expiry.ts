import type { AppDeps } from '../../deps';
import { AppError } from '../../http/appError';
import { inMoneyTransaction, type MoneyTx } from '../ledger/service';
import { expiredRequirements } from './repo';
import { takeBack } from './takeBack';

const BATCH = 200;

/**
 * The expiry pass (docs/domains/bonuses.md#forfeit-and-expiry): every active requirement past its
 * time ends as expired, its unplayed part taken back as a forfeit's is, each in a transaction of
 * its own (one member's lock at a time). A requirement a stake completed meanwhile answers V406 and
 * is left as it is. Answers how many expired.
 */
export async function expireDue(deps: Pick<AppDeps, 'db' | 'bus' | 'clock'>): Promise<number> {
  let expired = 0;
  for (;;) {
    const due = await expiredRequirements(deps.db, deps.clock.now(), BATCH);
    let ended = 0;
    for (const r of due) {
      try {
        await inMoneyTransaction(deps, (m) =>
          takeBack(m, deps, { siteId: r.site_id, memberId: r.member_id, id: r.id, state: 'expired' }),
        );
        ended += 1;
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
      }
    }
    expired += ended;
    if (due.length < BATCH || ended === 0) return expired;
  }
}

/** A member's own requirements past their time, ended inside the caller's transaction (the withdrawal gate). */
export async function expireMemberDue(m: MoneyTx, deps: Pick<AppDeps, 'clock'>, siteId: string, memberId: number) {
  for (const r of await expiredRequirements(m.trx, deps.clock.now(), BATCH, memberId))
    await takeBack(m, deps, { siteId, memberId, id: r.id, state: 'expired' });
}
