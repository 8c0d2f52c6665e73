import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { FlagEvidence, FlagKind, FlagList } from '../../../shared/api/integrity';
import type { OfficeListQuery } from '../../../shared/api/office';
import type { DB } from '../../db/schema';
import { runPage } from '../../http/paging';
import { subtreePattern } from '../../http/officeAccess';
import type { Scope } from '../../http/officeScope';
import type { SharedSignal } from './linkGroups';
import type { IntegrityFlagsTable } from './tables';
import { UNPLAYED_STATUSES } from '../../../shared/bets/slip';

type Db = Kysely<DB> | Transaction<DB>;
export type FlagDbRow = Selectable<IntegrityFlagsTable>;

/**
 * An IP shared by more accounts than this is a carrier or café gateway, not one person: it links
 * nobody. Loopback addresses (a proxy without TRUST_PROXY, a local test) never link either.
 */
const MAX_ACCOUNTS_PER_IP = 10;
export const LOOPBACK = ['127.0.0.1', '::1', '::ffff:127.0.0.1', ''];

/**
 * Every value of a signal shared by two or more accounts of the site: device ids and IPs seen at
 * sign-in since `since` (and sign-up IPs), payout account numbers by their digits, and phones by
 * their last eight digits (whole phones are unique already; 010-1234-5678 and 011-1234-5678 are not).
 */
export async function sharedSignals(db: Db, siteId: string, since: Date): Promise<SharedSignal[]> {
  const { rows } = await sql<{ kind: SharedSignal['kind']; value: string; ids: (number | string)[] }>`
    with seen as (
      select s.kind, s.value, s.member_id from member_sightings s join members m on m.id = s.member_id
      where m.site_id = ${siteId} and s.last_seen >= ${since}
      union
      select 'ip', join_ip, id from members where site_id = ${siteId} and join_ip <> ''
    )
    select kind, value, array_agg(distinct member_id order by member_id) as ids from seen
    where not (kind = 'ip' and value = any(${LOOPBACK}))
    group by kind, value
    having count(distinct member_id) between 2 and (case when kind = 'ip' then ${MAX_ACCOUNTS_PER_IP} else 1000000 end)
    union all
    select 'account', d, array_agg(id order by id) from (
      select id, regexp_replace(account_no, '[^0-9]', '', 'g') as d from members where site_id = ${siteId}
    ) a where length(d) >= 6 group by d having count(*) >= 2
    union all
    select 'phone', d, array_agg(id order by id) from (
      select id, right(regexp_replace(phone, '[^0-9]', '', 'g'), 8) as d from members where site_id = ${siteId}
    ) p where length(d) = 8 group by d having count(*) >= 2
  `.execute(db);
  return rows.map((r) => ({ kind: r.kind, value: r.value, memberIds: r.ids.map(Number) }));
}

export const memIdsOf = async (db: Db, ids: readonly number[]): Promise<Map<number, string>> =>
  new Map(
    ids.length
      ? (await db.selectFrom('members').select(['id', 'mem_id']).where('id', 'in', ids).execute()).map((r) => [
          r.id,
          r.mem_id,
        ])
      : [],
  );

/** Pay, recover and give between two accounts of the group since `since`, oldest first. */
export const transfersWithin = (db: Db, ids: readonly number[], since: Date) =>
  db
    .selectFrom('money_transfers')
    .select(['id', 'kind', 'from_member_id', 'to_member_id', 'amount', 'created_at'])
    .where('from_member_id', 'in', ids)
    .where('to_member_id', 'in', ids)
    .whereRef('from_member_id', '<>', 'to_member_id')
    .where('created_at', '>=', since)
    .orderBy('id')
    .execute();

export interface OppositeLeg {
  game_code: string;
  fixture: string;
  market: string;
  member_a: number;
  pick_a: string;
  stake_a: number;
  member_b: number;
  pick_b: string;
  stake_b: number;
}

/**
 * Two accounts of the group on opposite picks of one market of one round or fixture (a leg's own
 * event for a sports combo, else the slip's round), since `since`.
 */
export async function oppositeLegs(db: Db, ids: readonly number[], since: Date): Promise<OppositeLeg[]> {
  const { rows } = await sql<OppositeLeg>`
    select b1.game_code, coalesce(l1.event_ref, b1.round_id) as fixture, l1.market,
           b1.member_id as member_a, l1.pick as pick_a, b1.stake as stake_a,
           b2.member_id as member_b, l2.pick as pick_b, b2.stake as stake_b
    from bets b1
    join bet_legs l1 on l1.bet_id = b1.id and l1.created_at = b1.created_at
    join bets b2 on b2.game_code = b1.game_code and b2.member_id > b1.member_id and b2.member_id = any(${ids})
      and b2.status <> all(${UNPLAYED_STATUSES}::text[]) and b2.created_at >= ${since}
    join bet_legs l2 on l2.bet_id = b2.id and l2.created_at = b2.created_at and l2.market = l1.market and l2.pick <> l1.pick
      and coalesce(l2.event_ref, b2.round_id) = coalesce(l1.event_ref, b1.round_id)
    where b1.member_id = any(${ids}) and b1.status <> all(${UNPLAYED_STATUSES}::text[]) and b1.created_at >= ${since}
      and coalesce(l1.event_ref, b1.round_id) is not null
    order by b1.id
  `.execute(db);
  return rows.map((r) => ({
    ...r,
    member_a: Number(r.member_a),
    member_b: Number(r.member_b),
    stake_a: Number(r.stake_a),
    stake_b: Number(r.stake_b),
  }));
}

/**
 * Promotion credits (coupon, attendance, roulette: the promotions' ledger kinds) paid to accounts
 * of the group since `since`, per account and kind.
 */
export async function promotionCredits(db: Db, ids: readonly number[], kinds: readonly string[], since: Date) {
  const { rows } = await sql<{ member_id: number; kind: string; count: string; amount: string }>`
    select a.member_id, t.kind, count(*) as count, sum(e.amount) as amount
    from ledger_entries e
    join accounts a on a.id = e.account_id
    join ledger_transactions t on t.id = e.transaction_id
    where a.member_id = any(${ids}) and e.amount > 0 and t.kind = any(${kinds}) and t.created_at >= ${since}
    group by a.member_id, t.kind
    order by a.member_id, t.kind
  `.execute(db);
  return rows.map((r) => ({
    memberId: Number(r.member_id),
    kind: r.kind,
    count: Number(r.count),
    amount: Number(r.amount),
  }));
}

/**
 * A finding: a new flag, or fresh evidence on its open flag; a reviewed flag keeps what staff saw.
 * A finding is its kind and accounts, or the event it names when one account may be found more
 * than once (`event`: a bonus deposit).
 */
export const upsertFlag = (
  db: Db,
  { event, ...row }: { site_id: string; kind: FlagKind; member_ids: number[]; evidence: FlagEvidence; event?: string },
  now: Date,
) =>
  db
    .insertInto('integrity_flags')
    .values({
      ...row,
      evidence: JSON.stringify(row.evidence),
      finding_key: `${row.kind}:${row.member_ids.join('-')}${event === undefined ? '' : `:${event}`}`,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) =>
      oc
        .columns(['site_id', 'finding_key'])
        .doUpdateSet({ evidence: (eb) => eb.ref('excluded.evidence'), updated_at: now })
        .where('integrity_flags.status', '=', 'open'),
    )
    .execute();

/**
 * The flags an office caller may see: staff every flag of the site; a partner those whose every
 * account lies in its subtree (so a flag never shows it an account outside).
 */
function scoped(db: Db, scope: Scope) {
  let q = db.selectFrom('integrity_flags').where('site_id', '=', scope.siteId);
  if (scope.path !== null) {
    const pattern = subtreePattern(scope.path);
    q = q.where(
      sql<boolean>`not exists (select 1 from members m where m.id = any(integrity_flags.member_ids) and m.path not like ${pattern})`,
    );
  }
  return q;
}

const SORT = { id: 'id', kind: 'kind', status: 'status', createdAt: 'created_at', updatedAt: 'updated_at' };

export function flagPage(db: Db, scope: Scope, f: FlagList['filter'], query: OfficeListQuery) {
  let base = scoped(db, scope);
  if (f.kind) base = base.where('kind', '=', f.kind);
  if (f.status) base = base.where('status', '=', f.status);
  if (f.memberId) base = base.where(sql<boolean>`member_ids @> array[${f.memberId}]::bigint[]`);
  return runPage(base, (q) => q.selectAll(), query, SORT, 'id', 'id');
}

export const findFlag = (db: Db, scope: Scope, id: number) =>
  scoped(db, scope).selectAll().where('id', '=', id).executeTakeFirst();

/** Claims an open flag for a review; undefined when it is not open (already reviewed) or not there. */
export const closeFlag = (
  trx: Transaction<DB>,
  siteId: string,
  id: number,
  review: Pick<FlagDbRow, 'status' | 'action' | 'memo' | 'reviewed_by'>,
  now: Date,
) =>
  trx
    .updateTable('integrity_flags')
    .set({ ...review, reviewed_at: now, updated_at: now })
    .where('id', '=', id)
    .where('site_id', '=', siteId)
    .where('status', '=', 'open')
    .returningAll()
    .executeTakeFirst();
