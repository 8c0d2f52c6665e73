import { sql, type Kysely, type Transaction } from 'kysely';
import type { OfficeListQuery } from '../../../shared/api/office';
import type { DB } from '../../db/schema';
import { runPage } from '../../http/paging';
import { inScope, prefixPattern, type Scope } from '../../http/officeScope';

type Db = Kysely<DB> | Transaction<DB>;

const SETTINGS_SORT = {
  id: 'p.id',
  memId: 'p.mem_id',
  standardAmount: 'standard_amount',
  rateBp: 'rate_bp',
  debt: 'debt',
} as const;

export interface SettingsFilter {
  memId?: string;
  tier?: string;
  enabled?: boolean;
}

/** Partners of the site with their settings (defaults where staff have set none). */
function settingsBase(db: Db, siteId: string, f: SettingsFilter) {
  let q = db
    .selectFrom('members as p')
    .leftJoin('insurance_settings as s', 's.partner_id', 'p.id')
    .where('p.site_id', '=', siteId)
    .where('p.tier', '<>', 'NORMAL');
  if (f.memId) q = q.where(sql`p.mem_id`, 'like', prefixPattern(f.memId));
  if (f.tier) q = q.where('p.tier', '=', f.tier);
  if (f.enabled !== undefined) q = q.where(sql`coalesce(s.enabled, false)`, '=', f.enabled);
  return q;
}

const settingsColumns = (q: ReturnType<typeof settingsBase>) =>
  q.select([
    'p.id',
    'p.mem_id',
    'p.mem_nick',
    'p.tier',
    sql<boolean>`coalesce(s.enabled, false)`.as('enabled'),
    sql<string[]>`coalesce(s.game_groups, '{}')`.as('game_groups'),
    sql<number>`coalesce(s.standard_amount, 0)`.as('standard_amount'),
    sql<number>`coalesce(s.rate_bp, 0)`.as('rate_bp'),
    sql<number>`coalesce(s.debt, 0)`.as('debt'),
    's.updated_at',
  ]);
export type SettingsRow = Awaited<ReturnType<ReturnType<typeof settingsColumns>['executeTakeFirstOrThrow']>>;

export const settingsPage = (db: Db, siteId: string, f: SettingsFilter, query: OfficeListQuery) =>
  runPage(settingsBase(db, siteId, f), settingsColumns, query, SETTINGS_SORT, 'p.id', 'p.id');

export const settingsOf = (db: Db, siteId: string, partnerId: number) =>
  settingsColumns(settingsBase(db, siteId, {}))
    .where('p.id', '=', partnerId)
    .executeTakeFirst();

/** Writes a partner's settings (its debt is the settlement's, never the form's). */
export async function saveSettings(
  trx: Transaction<DB>,
  row: {
    partnerId: number;
    siteId: string;
    enabled: boolean;
    gameGroups: string[];
    standardAmount: number;
    rateBp: number;
    now: Date;
  },
): Promise<void> {
  const values = {
    enabled: row.enabled,
    game_groups: row.gameGroups,
    standard_amount: row.standardAmount,
    rate_bp: row.rateBp,
    updated_at: row.now,
  };
  await trx
    .insertInto('insurance_settings')
    .values({ partner_id: row.partnerId, site_id: row.siteId, ...values })
    .onConflict((oc) => oc.column('partner_id').doUpdateSet(values))
    .execute();
}

const INSURED_SORT = {
  id: 'i.bet_id',
  settledAt: 'i.settled_at',
  stake: 'i.stake',
  appliedAmount: 'i.applied_amount',
  stakeShare: 'i.stake_share',
  insuredResult: 'insured_result',
} as const;

export interface InsuredFilter {
  gameGroup?: string;
  memId?: string;
  partnerMemId?: string;
  from?: Date;
  to?: Date;
}

/** Insured slips of bettors in the scope (a partner: its subtree, whoever insured them). */
function insuredBase(db: Db, scope: Scope, f: InsuredFilter) {
  let q = db
    .selectFrom('insured_bets as i')
    .innerJoin('members as m', 'm.id', 'i.member_id')
    .innerJoin('members as p', 'p.id', 'i.partner_id')
    .innerJoin('bets as b', 'b.id', 'i.bet_id')
    .where('i.site_id', '=', scope.siteId)
    .where(inScope(scope, 'm'));
  if (f.gameGroup) q = q.where('i.game_group', '=', f.gameGroup);
  if (f.memId) q = q.where(sql`m.mem_id`, 'like', prefixPattern(f.memId));
  if (f.partnerMemId) q = q.where(sql`p.mem_id`, 'like', prefixPattern(f.partnerMemId));
  if (f.from) q = q.where('i.settled_at', '>=', f.from);
  if (f.to) q = q.where('i.settled_at', '<=', f.to);
  return q;
}

const insuredColumns = (q: ReturnType<typeof insuredBase>) =>
  q
    .selectAll('i')
    .select([
      'm.mem_id',
      'm.mem_nick',
      'p.mem_id as partner_mem_id',
      'b.game_name',
      'b.status',
      sql<number>`i.stake_share - i.payout_share`.as('insured_result'),
    ]);
export type InsuredRow = Awaited<ReturnType<ReturnType<typeof insuredColumns>['executeTakeFirstOrThrow']>>;

export const insuredPage = (db: Db, scope: Scope, f: InsuredFilter, query: OfficeListQuery) =>
  runPage(insuredBase(db, scope, f), insuredColumns, query, INSURED_SORT, 'i.settled_at', 'i.bet_id');
