import type { PartnerMe } from '../../../shared/api/office/partnerMe';
import { PARTNER_TIERS, Tier, tierDepth } from '../../../shared/enums';
import { toWon } from '../../../shared/money';
import type { AppDeps } from '../../deps';
import type { PartnerCaller } from '../../http/route';
import { countBelow } from '../members/repo';
import { toRateRecord } from '../members/rates';
import { ratesOfMember } from '../members/ratesRepo';
import { balancesOf, memIdOf } from './repo';

/** §2 partner my page and rate info: own rates per game group, balances, the tree below. */
export async function partnerMe(deps: Pick<AppDeps, 'db' | 'clock'>, caller: PartnerCaller): Promise<PartnerMe> {
  const { db } = deps;
  const me = caller.member;
  const now = deps.clock.now();
  const [rates, below, balances, parent] = await Promise.all([
    ratesOfMember(db, me.id),
    countBelow(db, caller.siteId, me.path),
    balancesOf(db, me.id),
    me.parent_id === null ? undefined : memIdOf(db, me.parent_id),
  ]);
  const balance = (asset: string) => toWon(balances.find((b) => b.asset === asset)?.balance ?? 0);
  const depth = tierDepth(me.tier as Tier);
  return {
    id: me.id,
    memId: me.mem_id,
    memNick: me.mem_nick,
    tier: me.tier as Tier,
    cash: balance('cash'),
    point: balance('point'),
    rates: rates.map((r) => toRateRecord(r, now)),
    parentMemId: parent?.mem_id ?? null,
    lowerMembers: Number(below.all),
    lowerPartners: Number(below.partners),
    gateSet: me.partner_password_hash !== null,
    creatableTiers: [...PARTNER_TIERS.filter((t) => tierDepth(t) > depth), Tier.Normal],
  };
}
