import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { OfficeListQuery } from '../../../shared/api/office';
import { COMPANY_SORT } from '../../../shared/api/office/companies';
import { MemberStatus } from '../../../shared/enums';
import { likeContains, runPage } from '../../http/paging';
import { entriesSum, systemBalance } from '../ledger/repo';

type Db = Kysely<DB> | Transaction<DB>;

/** The operator's ledger account holding a company's game PT. */
export const ptAccountCode = (companySiteId: string): string => `company:${companySiteId}`;

const PT_BALANCE = (operatorSiteId: string) => sql<string>`coalesce((
  select ${entriesSum(sql.ref('a.id'))} from accounts a
  where a.site_id = ${operatorSiteId} and a.code = 'company:' || c.site_id and a.asset = 'cash'), 0)`;
const USER_COUNT = sql<string>`(select count(*) from members m where m.site_id = c.site_id and m.status <> ${MemberStatus.Deleted})`;

const scoped = (db: Db, operatorSiteId: string) =>
  db
    .selectFrom('companies as c')
    .innerJoin('sites as s', 's.id', 'c.site_id')
    .where('c.operator_site_id', '=', operatorSiteId);

const columns = (operatorSiteId: string) =>
  [
    'c.site_id',
    's.name',
    's.domain',
    's.site_key',
    'c.company_class',
    'c.contact',
    'c.code',
    'c.pt_fee_bp',
    'c.pt_limit',
    'c.created_at',
    PT_BALANCE(operatorSiteId).as('pt_balance'),
    USER_COUNT.as('user_count'),
  ] as const;

export async function listCompanies(
  db: Db,
  operatorSiteId: string,
  search: string | undefined,
  query: OfficeListQuery,
) {
  let base = scoped(db, operatorSiteId);
  if (search)
    base = base.where((eb) =>
      eb.or([
        eb('s.name', 'ilike', likeContains(search)),
        eb('c.code', 'ilike', likeContains(search)),
        eb('c.site_id', 'ilike', likeContains(search)),
      ]),
    );
  return runPage(base, (q) => q.select(columns(operatorSiteId)), query, COMPANY_SORT, 'c.created_at', 'c.site_id');
}

export const findCompany = (db: Db, operatorSiteId: string, siteId: string) =>
  scoped(db, operatorSiteId).select(columns(operatorSiteId)).where('c.site_id', '=', siteId).executeTakeFirst();
export type CompanyRow = NonNullable<Awaited<ReturnType<typeof findCompany>>>;

/** The company row, locked: every PT movement of the company queues here, so a balance read under it holds. */
export const lockCompany = (trx: Transaction<DB>, operatorSiteId: string, siteId: string) =>
  trx
    .selectFrom('companies')
    .selectAll()
    .where('operator_site_id', '=', operatorSiteId)
    .where('site_id', '=', siteId)
    .forUpdate()
    .executeTakeFirst();

export const ptBalance = (db: Db, operatorSiteId: string, siteId: string): Promise<number> =>
  systemBalance(db, operatorSiteId, ptAccountCode(siteId), 'cash');

export const ptMoves = (db: Db, operatorSiteId: string, siteId: string, limit: number) =>
  db
    .selectFrom('ledger_entries as e')
    .innerJoin('accounts as a', 'a.id', 'e.account_id')
    .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
    .select(['t.kind', 'e.amount', 't.memo', 'e.created_at'])
    .where('a.site_id', '=', operatorSiteId)
    .where('a.code', '=', ptAccountCode(siteId))
    .orderBy('e.id', 'desc')
    .limit(limit)
    .execute();

export const feesOf = (db: Db, siteId: string, limit: number) =>
  db
    .selectFrom('company_fees')
    .selectAll()
    .where('site_id', '=', siteId)
    .orderBy('month', 'desc')
    .limit(limit)
    .execute();
export const findFee = (db: Db, siteId: string, month: string) =>
  db.selectFrom('company_fees').selectAll().where('site_id', '=', siteId).where('month', '=', month).executeTakeFirst();

/** Stakes − payouts of the site's bets settled in [from, to) with a result (a cancelled bet has none): the month's GGR (index 0400). */
export async function grossGamingRevenue(db: Db, siteId: string, from: Date, to: Date): Promise<number> {
  const row = await db
    .selectFrom('bets')
    .select(sql<string>`coalesce(sum(stake - payout), 0)`.as('ggr'))
    .where('site_id', '=', siteId)
    .where('settled_at', '>=', from)
    .where('settled_at', '<', to)
    .where('status', 'in', ['WIN', 'LOSE', 'TIE'])
    .executeTakeFirstOrThrow();
  return Number(row.ggr);
}

/** Companies of every operator, for the monthly job. */
export const allCompanies = (db: Db) =>
  db.selectFrom('companies').select(['site_id', 'operator_site_id']).orderBy('site_id').execute();

/** The id the next PT movement takes, drawn first so the ledger key can name it. */
export async function reservePtMoveId(trx: Transaction<DB>): Promise<number> {
  const { rows } = await sql<{
    id: string;
  }>`select nextval(pg_get_serial_sequence('company_pt_moves', 'id')) as id`.execute(trx);
  return Number(rows[0]!.id);
}
