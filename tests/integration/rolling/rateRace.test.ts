import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../../support/testApp';
import type { PartnerMe } from '../../../src/shared/api/office/index';

/**
 * A partner's rate cannot exceed its parent's (G010) under concurrency
 * (docs/domains/partners.md#a-partners-rate-cannot-exceed-its-parents): a partner creates a child
 * at its own rate while staff lower that partner's rate at the same moment. One of the two must be
 * refused; never may the child end above its parent. Meaningful on PostgreSQL (DATABASE_URL), where
 * the two run on two connections; on PGlite the calls queue on its one connection and the test
 * still must pass.
 */
const ROUNDS = 40;
let t: TestApp;
let admin: string;
let ptn03: string;
let ptn03Id: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginStaff();
  ptn03 = await t.loginOffice('ptn03');
  ptn03Id = (await t.call<PartnerMe>('/api/partner/me', {}, { token: ptn03 })).data.id;
});
afterAll(() => t.close());

// Demo rates (casino): ptn02 130/2600 above ptn03 110/2200 above ptn04 90/1800.
const casino = (rollingBp: number) => [{ gameGroup: 'casino', rollingBp, losingBp: 2200 }];
const setPtn03 = (rollingBp: number) =>
  t.call('/api/admin/partners/update', { id: ptn03Id, data: { rates: casino(rollingBp) } }, { token: admin });
const createChild = (round: number, rollingBp: number) =>
  t.call(
    '/api/partner/members/create',
    {
      data: {
        memId: `race${round}x`,
        memNick: `race${round}nick`,
        name: '김철수',
        phone: `010-7100-${1000 + round}`,
        password: 'pass1234',
        tier: 'PTN_4',
        rates: casino(rollingBp),
      },
    },
    { token: ptn03 },
  );
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Rates of members above their parent's, for any group (G010 broken). */
const childrenAboveParent = () =>
  sql<{ mem_id: string; game_group: string }>`
    select c.mem_id, cr.game_group
    from members c
    join member_rates cr on cr.member_id = c.id
    left join member_rates pr on pr.member_id = c.parent_id and pr.game_group = cr.game_group
    where c.parent_id is not null and c.tier <> 'NORMAL'
      and (cr.rolling_bp > coalesce(pr.rolling_bp, 0) or cr.losing_bp > coalesce(pr.losing_bp, 0))`
    .execute(t.database.db)
    .then((r) => r.rows);

describe('rate race (G010)', () => {
  it(`creating a child at the parent's rate while staff lower the parent never leaves the child above it (${ROUNDS} rounds)`, async () => {
    // A create spends most of its time hashing the password before its transaction: the lowering
    // starts at a different fraction of the last create's time each round so the two transactions overlap.
    let createMs = 50;
    for (let round = 0; round < ROUNDS; round++) {
      // Each round raises ptn03 one step above every child it has, then races the two calls.
      const high = 91 + round;
      expect((await setPtn03(high)).resultCode).toBe('200');
      const started = Date.now();
      const [created, lowered] = await Promise.all([
        createChild(round, high).then((res) => ((createMs = Date.now() - started), res)),
        pause(createMs * (0.3 + 0.1 * (round % 9))).then(() => setPtn03(high - 1)),
      ]);
      const codes = [created.resultCode, lowered.resultCode].sort();
      expect(codes, `round ${round}`).toEqual(['200', 'G010']);
    }
    expect(await childrenAboveParent()).toEqual([]);
  }, 600_000);
});
