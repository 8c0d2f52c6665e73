import type { TestApp } from './testApp';
import type { BonusProgramRecord } from '../../src/shared/api/office/bonuses';
import { memberIdOf } from './moneyFixtures';

/** A bonus program made through the office (docs/domains/bonuses.md#programs); `levels` default: every level alike. */
export async function createProgram(
  t: TestApp,
  staff: string,
  data: Record<string, unknown> & { kind: string; levels?: unknown[] },
): Promise<BonusProgramRecord> {
  const levels = data.levels ?? Array.from({ length: 10 }, (_, i) => ({ level: i + 1, rateBp: 1_000, fixedAmount: 0 }));
  const res = await t.call<BonusProgramRecord>(
    '/api/admin/bonusPrograms/create',
    {
      data: {
        name: `${data.kind} program`,
        rolloverBp: 30_000,
        weights: { slot: 10_000, casino: 1_000 },
        ...data,
        levels,
      },
    },
    { token: staff },
  );
  if (res.resultCode !== '200')
    throw new Error(`program ${JSON.stringify(data)}: ${res.resultCode} ${JSON.stringify(res.data)}`);
  return res.data;
}

/** Saves changes to a program through the office (the update takes the record back without its figures). */
export async function updateProgram(
  t: TestApp,
  staff: string,
  p: BonusProgramRecord,
  changes: Record<string, unknown>,
): Promise<void> {
  const { id, granted: _g, active: _a, createdAt: _c, updatedAt: _u, ...data } = p;
  const res = await t.call('/api/admin/bonusPrograms/update', { id, data: { ...data, ...changes } }, { token: staff });
  if (res.resultCode !== '200') throw new Error(`update ${id}: ${res.resultCode}`);
}

/** Turns a program off (an exclusive or enabled program of one test must not reach the next). */
export const disableProgram = (t: TestApp, staff: string, p: BonusProgramRecord): Promise<void> =>
  updateProgram(t, staff, p, { enabled: false });

/** The member's requirements as rows (the grant writes them). */
export async function requirementsOf(t: TestApp, memId: string) {
  return t.app.deps.db
    .selectFrom('wagering_requirements')
    .selectAll()
    .where('member_id', '=', await memberIdOf(t, memId))
    .orderBy('id')
    .execute();
}

/** Ends every active requirement of the member as completed, as the stake rule does when it is wagered through. */
export async function completeAll(t: TestApp, memId: string): Promise<void> {
  await t.app.deps.db
    .updateTable('wagering_requirements')
    .set((eb) => ({ state: 'completed', wagered: eb.ref('to_wager'), closed_at: new Date() }))
    .where('member_id', '=', await memberIdOf(t, memId))
    .where('state', '=', 'active')
    .execute();
}
