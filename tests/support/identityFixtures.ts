import type { TestApp } from './testApp';
import { DEMO } from '../../src/server/db/seed/demoSeed';
import type { DomainEvent } from '../../src/server/events/bus';
import type { CheckType } from '../../src/server/modules/site/siteContext';

/** Arrangement helpers for the identity and site tests: the state staff would set in the office. */
export const memberIdOf = async (t: TestApp, memId: string): Promise<number> =>
  (
    await t.database.db
      .selectFrom('members')
      .select('id')
      .where('site_id', '=', DEMO.siteId)
      .where('mem_id', '=', memId)
      .executeTakeFirstOrThrow()
  ).id;

export const memberRow = (t: TestApp, memId: string) =>
  t.database.db
    .selectFrom('members')
    .selectAll()
    .where('site_id', '=', DEMO.siteId)
    .where('mem_id', '=', memId)
    .executeTakeFirstOrThrow();

export async function block(t: TestApp, kind: 'ip' | 'phone' | 'account', value: string): Promise<() => Promise<void>> {
  await t.database.db.insertInto('blocklist').values({ site_id: DEMO.siteId, kind, value }).execute();
  return async () => {
    await t.database.db
      .deleteFrom('blocklist')
      .where('site_id', '=', DEMO.siteId)
      .where('kind', '=', kind)
      .where('value', '=', value)
      .execute();
  };
}

/** Switches a maintenance check on (now, or from `start`); the returned function removes it. */
export async function siteCheck(
  t: TestApp,
  type: CheckType | 'game',
  opts: { start?: Date; end?: Date; gameCode?: string; emergency?: boolean; checking?: boolean } = {},
) {
  const { id } = await t.database.db
    .insertInto('site_checks')
    .values({
      site_id: DEMO.siteId,
      check_type: type,
      game_code: opts.gameCode ?? null,
      emergency: opts.emergency ?? false,
      checking: opts.checking ?? true,
      start_at: opts.start ?? null,
      end_at: opts.end ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  t.app.deps.sites.invalidate(DEMO.siteId);
  return async () => {
    await t.database.db.deleteFrom('site_checks').where('id', '=', id).execute();
    t.app.deps.sites.invalidate(DEMO.siteId);
  };
}

export async function setSiteOptions(t: TestApp, options: Record<string, unknown>): Promise<void> {
  const site = await t.database.db
    .selectFrom('sites')
    .select('options')
    .where('id', '=', DEMO.siteId)
    .executeTakeFirstOrThrow();
  await t.database.db
    .updateTable('sites')
    .set({ options: JSON.stringify({ ...site.options, ...options }) })
    .where('id', '=', DEMO.siteId)
    .execute();
  t.app.deps.sites.invalidate(DEMO.siteId);
}

/** Domain events published while the test runs (the realtime module turns them into pushes). */
export function recordEvents(t: TestApp): DomainEvent[] {
  const events: DomainEvent[] = [];
  t.app.deps.bus.subscribe((e) => events.push(e));
  return events;
}
