import type { z } from 'zod';
import type { OfficeList } from '../../../shared/api/office';
import type {
  InsuranceSettingsInput,
  InsuranceSettingsList,
  InsuranceSettingsRecord,
  InsuredBetList,
  InsuredBetRecord,
} from '../../../shared/api/office/insurance';
import type { ProductGroup } from '../../../shared/bets/productGroups';
import type { GameGroup } from '../../../shared/constants';
import type { PARTNER_TIERS } from '../../../shared/enums';
import { ResultCode } from '../../../shared/resultCodes';
import type { AppDeps } from '../../deps';
import { AppError } from '../../http/appError';
import type { PartnerCaller, StaffCaller } from '../../http/route';
import { writeAudit } from '../audit/repo';
import { filterRange, iso } from '../../http/officeDates';
import type { Scope } from '../../http/officeScope';
import { insuredPage, saveSettings, settingsOf, settingsPage, type InsuredRow, type SettingsRow } from './officeRepo';

const toSettings = (r: SettingsRow): InsuranceSettingsRecord => ({
  id: r.id,
  memId: r.mem_id,
  memNick: r.mem_nick,
  tier: r.tier as (typeof PARTNER_TIERS)[number],
  enabled: r.enabled,
  gameGroups: r.game_groups as GameGroup[],
  standardAmount: Number(r.standard_amount),
  rateBp: Number(r.rate_bp),
  debt: Number(r.debt),
  updatedAt: iso(r.updated_at),
});

/** §2 insured-bet settings: every partner of the site, with defaults (off) where none are set. */
export async function insuranceSettingsPage(
  deps: Pick<AppDeps, 'db'>,
  caller: StaffCaller,
  body: z.output<typeof InsuranceSettingsList>,
): Promise<OfficeList<InsuranceSettingsRecord>> {
  const { rows, total } = await settingsPage(deps.db, caller.siteId, body.filter, body);
  return { list: rows.map(toSettings), total };
}

async function settingsFor(
  deps: Pick<AppDeps, 'db'>,
  siteId: string,
  partnerId: number,
): Promise<InsuranceSettingsRecord> {
  const row = await settingsOf(deps.db, siteId, partnerId);
  if (!row) throw new AppError(ResultCode.NotFound);
  return toSettings(row);
}

export const insuranceSettings = (deps: Pick<AppDeps, 'db'>, caller: StaffCaller, partnerId: number) =>
  settingsFor(deps, caller.siteId, partnerId);

/** A partner reads its own settings; staff alone change them. */
export const ownInsuranceSettings = (deps: Pick<AppDeps, 'db'>, caller: PartnerCaller) =>
  settingsFor(deps, caller.siteId, caller.member.id);

const auditView = (r: InsuranceSettingsRecord) => ({
  enabled: r.enabled,
  gameGroups: r.gameGroups,
  standardAmount: r.standardAmount,
  rateBp: r.rateBp,
});

/**
 * Staff set a partner's settings (audited as insurance.update). They apply to slips settled from
 * then on, open ones included: insurance is decided at settlement (docs/domains/insurance.md).
 */
export async function updateInsuranceSettings(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  caller: StaffCaller,
  partnerId: number,
  data: InsuranceSettingsInput,
): Promise<InsuranceSettingsRecord> {
  const before = await settingsFor(deps, caller.siteId, partnerId);
  await deps.db.transaction().execute(async (trx) => {
    await saveSettings(trx, { partnerId, siteId: caller.siteId, ...data, now: deps.clock.now() });
    await writeAudit(
      trx,
      caller.actor,
      'insurance.update',
      before.memId,
      auditView(before),
      auditView({ ...before, ...data }),
    );
  });
  return settingsFor(deps, caller.siteId, partnerId);
}

const toInsured = (r: InsuredRow): InsuredBetRecord => ({
  id: r.bet_id,
  memberId: r.member_id,
  memId: r.mem_id,
  memNick: r.mem_nick,
  partnerId: r.partner_id,
  partnerMemId: r.partner_mem_id,
  gameGroup: r.game_group as ProductGroup,
  gameName: r.game_name,
  status: r.status,
  stake: r.stake,
  payout: r.payout,
  standardAmount: r.standard_amount,
  appliedAmount: r.applied_amount,
  rateBp: r.rate_bp,
  stakeShare: r.stake_share,
  payoutShare: r.payout_share,
  payoutPaid: r.payout_paid,
  insuredResult: Number(r.insured_result),
  settledAt: iso(r.settled_at)!,
});

/** §2 insured-bet list: staff the site's, a partner its subtree's (whoever insured them). */
export async function insuredBetPage(
  deps: Pick<AppDeps, 'db' | 'config'>,
  scope: Scope,
  body: z.output<typeof InsuredBetList>,
): Promise<OfficeList<InsuredBetRecord>> {
  const { rows, total } = await insuredPage(
    deps.db,
    scope,
    { ...body.filter, ...filterRange(deps, body.filter) },
    body,
  );
  return { list: rows.map(toInsured), total };
}
