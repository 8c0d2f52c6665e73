import type { FlagEvidence, FlagKind } from '../../../shared/api/integrity';
import type { AppDeps } from '../../deps';
import { linkGroups, type LinkGroup, type SharedSignal } from './linkGroups';
import { memIdsOf, oppositeLegs, promotionCredits, sharedSignals, transfersWithin, upsertFlag } from './repo';
import { PROMOTION_KINDS } from '../promotions/payout';
import { bonusCashouts, signupBonusesShared } from './bonusAbuse';

const DAY_MS = 86_400_000;
/** Sign-ins older than this link nobody any more. */
const SIGNAL_DAYS = 90;
/** What linked accounts did together is looked at over this many days. */
const ACTIVITY_DAYS = 30;
/** Chip dumping: this many pays, recoveries or gifts between linked accounts… */
const MIN_TRANSFERS = 3;
/** …or opposite picks on this many rounds or fixtures. */
const MIN_OPPOSITE_FIXTURES = 2;
/** Promotion farming: this many linked accounts each took a promotion. */
const MIN_PROMO_ACCOUNTS = 2;

/** Payout accounts and phones are shown by their last four digits only. */
const shown = (s: SharedSignal): string =>
  s.kind === 'account' || s.kind === 'phone' ? `****${s.value.slice(-4)}` : s.value;

async function findingsOf(
  deps: AppDeps,
  group: LinkGroup,
  now: Date,
): Promise<{ kind: FlagKind; evidence: FlagEvidence }[]> {
  const ids = group.memberIds;
  const since = new Date(now.getTime() - ACTIVITY_DAYS * DAY_MS);
  const names = await memIdsOf(deps.db, ids);
  const name = (id: number) => names.get(id) ?? String(id);
  const signals = group.signals.map((s) => ({ kind: s.kind, value: shown(s), memIds: s.memberIds.map(name) }));
  const findings: { kind: FlagKind; evidence: FlagEvidence }[] = [{ kind: 'multi_account', evidence: { signals } }];

  const transfers = (await transfersWithin(deps.db, ids, since)).map((t) => ({
    id: t.id,
    kind: t.kind,
    from: name(t.from_member_id),
    to: name(t.to_member_id),
    amount: t.amount,
    at: t.created_at.toISOString(),
  }));
  const legs = await oppositeLegs(deps.db, ids, since);
  const fixtures = new Set(legs.map((l) => `${l.game_code}:${l.fixture}`));
  if (transfers.length >= MIN_TRANSFERS || fixtures.size >= MIN_OPPOSITE_FIXTURES) {
    const oppositeBets = legs.map((l) => ({
      game: l.game_code,
      round: l.fixture,
      market: l.market,
      picks: [
        { memId: name(l.member_a), pick: l.pick_a, stake: l.stake_a },
        { memId: name(l.member_b), pick: l.pick_b, stake: l.stake_b },
      ],
    }));
    findings.push({ kind: 'chip_dumping', evidence: { signals, transfers, oppositeBets } });
  }

  const credits = await promotionCredits(deps.db, ids, PROMOTION_KINDS, since);
  if (new Set(credits.map((c) => c.memberId)).size >= MIN_PROMO_ACCOUNTS) {
    findings.push({
      kind: 'promo_farming',
      evidence: {
        signals,
        promotions: credits.map((c) => ({ memId: name(c.memberId), kind: c.kind, count: c.count, amount: c.amount })),
      },
    });
  }

  const signupBonuses = await signupBonusesShared(deps, ids, name);
  if (signupBonuses) findings.push({ kind: 'bonus_signup_shared', evidence: { signals, signupBonuses } });
  return findings;
}

/**
 * One pass over a site (the integrity job, or staff's "run now"): links accounts by what they
 * share, then flags every linked group (multi-accounting), and those that moved money to each
 * other or bet against each other (chip dumping), took promotions on several accounts
 * (promotion farming) or sign-up bonuses on several accounts; then each bonus deposit withdrawn
 * with little play. Each finding is one flag; an open flag gets fresh evidence, a reviewed one is
 * left as staff judged it.
 */
export async function detectSite(deps: AppDeps, siteId: string): Promise<{ groups: number; flagged: number }> {
  const now = deps.clock.now();
  const groups = linkGroups(await sharedSignals(deps.db, siteId, new Date(now.getTime() - SIGNAL_DAYS * DAY_MS)));
  let flagged = 0;
  for (const group of groups) {
    for (const finding of await findingsOf(deps, group, now)) {
      await upsertFlag(
        deps.db,
        { site_id: siteId, kind: finding.kind, member_ids: group.memberIds, evidence: finding.evidence },
        now,
      );
      flagged += 1;
    }
  }
  for (const found of await bonusCashouts(deps, siteId, new Date(now.getTime() - ACTIVITY_DAYS * DAY_MS))) {
    await upsertFlag(
      deps.db,
      {
        site_id: siteId,
        kind: 'bonus_cashout',
        member_ids: [found.memberId],
        evidence: found.evidence,
        event: `deposit:${found.depositId}`,
      },
      now,
    );
    flagged += 1;
  }
  return { groups: groups.length, flagged };
}
