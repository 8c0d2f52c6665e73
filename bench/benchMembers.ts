import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Config } from '../src/server/config';
import type { Database } from '../src/server/db/database';
import { DEMO } from '../src/server/db/seed/demoSeed';
import { createEventBus } from '../src/server/events/bus';
import { signToken } from '../src/server/modules/identity/tokens';
import { LedgerKind, post, SystemAccount } from '../src/server/modules/ledger/service';

/** `count` members of the demo site under the first demo member's parent, written set-based. */
export async function addMembers(database: Database, prefix: string, count: number): Promise<number[]> {
  const template = await database.db
    .selectFrom('members')
    .selectAll()
    .where('mem_id', '=', DEMO.members[0])
    .executeTakeFirstOrThrow();
  // phone and account numbers are unique per site: number on from the members already there
  const { taken } = await database.db
    .selectFrom('members')
    .select(({ fn }) => fn.countAll<string>().as('taken'))
    .executeTakeFirstOrThrow();
  const ids: number[] = [];
  for (let i = 0; i < count; i += 500) {
    const rows = Array.from({ length: Math.min(500, count - i) }, (_, k) => {
      const n = i + k;
      const u = Number(taken) + n;
      return {
        site_id: DEMO.siteId,
        mem_id: `${prefix}${n}`,
        mem_nick: `${prefix}${n}`,
        name: template.name,
        phone: `010-8${String(u % 1000).padStart(3, '0')}-${String(u).padStart(4, '0')}`,
        account_no: `80000${String(u).padStart(6, '0')}`,
        password_hash: template.password_hash,
        withdraw_password_hash: null,
        status: 'normal',
        parent_id: template.parent_id,
      };
    });
    const inserted = await database.db.insertInto('members').values(rows).returning('id').execute();
    ids.push(...inserted.map((r) => r.id));
  }
  const parentPath = template.path.replace(/\d+\/$/, '');
  await database.db
    .updateTable('members')
    .set({ path: sql<string>`${parentPath} || id::text || '/'` })
    .where('id', 'in', ids)
    .execute();
  return ids;
}

/** A member's live session as a push client holds it: its token, its own channel and its push key. */
export interface Seat {
  token: string;
  channelId: string;
  key: string;
}

/** A live session for each member, written straight (argon2 logins would dominate), as a login makes it. */
export async function seatMembers(database: Database, config: Config, ids: number[], now: Date): Promise<Seat[]> {
  const seats: Seat[] = [];
  for (let from = 0; from < ids.length; from += 500) {
    const batch = await Promise.all(
      ids.slice(from, from + 500).map(async (id) => {
        const sid = randomUUID();
        const { token } = await signToken(config.JWT_SECRET, { sid, site: DEMO.siteId }, now);
        const seat = { token, channelId: randomBytes(16).toString('hex'), key: randomBytes(32).toString('base64') };
        const row = {
          id: sid,
          kind: 'member' as const,
          site_id: DEMO.siteId,
          member_id: id,
          staff_id: null,
          channel_id: seat.channelId,
          push_key: seat.key,
          ip: '127.0.0.1',
          created_at: now,
          expires_at: new Date(now.getTime() + 3 * 3_600_000),
        };
        return { seat, row };
      }),
    );
    await database.db
      .insertInto('sessions')
      .values(batch.map((b) => b.row))
      .execute();
    seats.push(...batch.map((b) => b.seat));
  }
  return seats;
}

/** Gives each member `cash` from the house and a live session; returns their tokens. */
export async function fundAndSignIn(
  database: Database,
  config: Config,
  ids: number[],
  cash: number,
  now: Date,
): Promise<string[]> {
  const deps = { db: database.db, bus: createEventBus(() => undefined) };
  for (const id of ids) {
    await post(deps, {
      siteId: DEMO.siteId,
      idempotencyKey: `bench:cash:${id}`,
      kind: LedgerKind.Seed,
      postings: [
        { account: { system: SystemAccount.House, asset: 'cash' }, amount: -cash },
        { account: { member: id, asset: 'cash' }, amount: cash },
      ],
    });
  }
  const seats = await seatMembers(database, config, ids, now);
  await writeOutSeed(database);
  return seats.map((s) => s.token);
}

/**
 * PostgreSQL writes the seed's dirty pages now rather than in a checkpoint during the measured
 * run (seen as 100-200 ms stalls in one run of several). Needs a superuser or pg_checkpoint; a
 * server that refuses is measured as it is.
 */
async function writeOutSeed(database: Database): Promise<void> {
  if (database.dialect !== 'postgres') return;
  await sql`checkpoint`.execute(database.db).catch(() => undefined);
}

/**
 * BENCH_WAGERING=1: every bench member wagers a bonus (docs/domains/wagering.md), so each stake
 * advances an active requirement in its own transaction, on the fast paths too. The figures carry
 * `wagering: true`, to compare with a run without (the target: within 15%).
 */
export const WAGERING = process.env.BENCH_WAGERING === '1';

/**
 * One active requirement per member, as a grant writes it: every wager product weighted, an amount
 * to wager no bench reaches (so it stays active through the run). Written set-based.
 */
export async function grantRequirements(database: Database, ids: readonly number[]): Promise<void> {
  const weights = JSON.stringify({
    casino: 1_000,
    slot: 10_000,
    sports_single: 5_000,
    sports_combo: 7_500,
    minigame: 3_333,
    virtual: 2_500,
    esport: 1_500,
    fishing: 10_000,
  });
  for (let i = 0; i < ids.length; i += 500)
    await database.db
      .insertInto('wagering_requirements')
      .values(
        ids.slice(i, i + 500).map((id) => ({
          site_id: DEMO.siteId,
          member_id: id,
          source: `bench:bonus:${id}`,
          granted: 100_000,
          to_wager: 1_000_000_000_000,
          weights,
        })),
      )
      .execute();
}

/**
 * With BENCH_WAGERING=1, after the run: every slip of the members advanced their requirement (a
 * progress row each), and each requirement's wagered is the sum of its rows. A bench whose stakes
 * skipped the rule would measure nothing.
 */
export async function checkWagered(database: Database): Promise<void> {
  if (!WAGERING) return;
  const { rows } = await sql<{ missing: string; off: string; slips: string }>`
    select
      (select count(*) from bets b where b.status <> 'CANCEL'
         and exists (select 1 from wagering_requirements r where r.member_id = b.member_id)
         and not exists (select 1 from wagering_progress p where p.bet_id = b.id)) as missing,
      (select count(*) from wagering_requirements r
         where r.wagered <> coalesce((select sum(p.amount) from wagering_progress p where p.requirement_id = r.id), 0)) as off,
      (select count(distinct p.bet_id) from wagering_progress p) as slips`.execute(database.db);
  const r = rows[0]!;
  if (Number(r.missing) > 0 || Number(r.off) > 0 || Number(r.slips) === 0)
    throw new Error(`wagering: ${r.missing} slips without progress, ${r.off} requirements off their rows`);
}
