import type { FastifyInstance } from 'fastify';
import { SiteBody } from '../../../shared/api/common';
import type { PartnerMe } from '../../../shared/api/office/partnerMe';
import { PARTNER_TIERS, Tier, tierDepth } from '../../../shared/enums';
import { toWon } from '../../../shared/money';
import { countBelow } from './members/repo';
import { partnerPost } from './officeRoute';
import { ratesOfMember } from './rates/repo';
import { toRateRecord } from './rates/service';

/** §2 partner my page and rate info: own rates per game group, balances, the tree below. */
export default async function partnerMeRoutes(app: FastifyInstance): Promise<void> {
  partnerPost(app, '/api/partner/me', SiteBody.loose(), async (_body, caller, req): Promise<PartnerMe> => {
    const { db } = req.deps;
    const me = caller.member;
    const now = req.deps.clock.now();
    const [rates, below, balances, parent] = await Promise.all([
      ratesOfMember(db, me.id),
      countBelow(db, caller.siteId, me.path),
      db.selectFrom('accounts').select(['asset', 'balance']).where('member_id', '=', me.id).execute(),
      me.parent_id === null ? undefined : db.selectFrom('members').select('mem_id').where('id', '=', me.parent_id).executeTakeFirst(),
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
  });
}
