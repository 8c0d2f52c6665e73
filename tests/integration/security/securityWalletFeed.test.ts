import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verify } from '../../../src/server/modules/ledger/verify';
import type { SportsFixtureRecord } from '../../../src/shared/api/office/sports';
import { createTestApp, type TestApp } from '../../support/testApp';
import { memberIdOf, testClock } from '../../support/moneyFixtures';
import { evolution, openSession, pamClient } from '../../support/pamClient';
import { applyDoc, feedDoc } from '../../support/sportsSupport';

/**
 * Wallet and feed details (docs/operations/security.md, "Feed and wallet"): a PAM CANCEL naming a
 * DEPOSIT answers PAM_ERR_CANCEL_NON_WITHDRAW and remembers nothing; a fixture staff moved keeps
 * its kick-off and league through the feed's passes until staff lift the hold.
 */
const clock = testClock('2026-11-21T03:00:00Z');
let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp({ clock });
  staff = await t.loginStaff();
}, 300_000);
afterAll(async () => {
  expect((await verify(t.database.db)).violations).toEqual([]);
  await t.close();
});

describe('PAM: a CANCEL of anything but a stake', () => {
  it('answers PAM_ERR_CANCEL_NON_WITHDRAW when its bet reference names a DEPOSIT, and remembers nothing', async () => {
    const member = await memberIdOf(t, 'member01');
    const player = String(member);
    const { token } = await openSession(t.app, member, {
      group: 'casino',
      procId: 120,
      provider: 'evolution',
      gameId: '',
    });
    const pam = pamClient(t.app, { token, provider: 'evolution' });
    expect(
      (await pam.add(player, evolution.debit({ id: 'nw-d1', ref: 'nw-r1', round: 'nw-g1', amount: 2_000 }))).body
        .status,
    ).toBe('OK');
    expect(
      (await pam.add(player, evolution.credit({ id: 'nw-c1', ref: 'nw-r1', round: 'nw-g1', amount: 3_000 }))).body
        .status,
    ).toBe('OK');
    const rows = () =>
      t.database.db
        .selectFrom('pam_transactions')
        .select(['provider_tx_id', 'kind', 'early'])
        .where('provider_tx_id', 'like', 'nw-%')
        .orderBy('id')
        .execute();
    const before = await rows();
    // the cancel's own id is new; its bet reference is the DEPOSIT's transaction id
    const cancel = await pam.add(
      player,
      evolution.cancel({ id: 'nw-x1', ref: 'nw-c1', round: 'nw-g1', amount: 3_000 }),
    );
    expect(cancel.body.error?.code).toBe('PAM_ERR_CANCEL_NON_WITHDRAW');
    expect(cancel.body.transactionResult?.balance).toBeDefined();
    // the same by the deposit's bet reference when no stake carries it, and by the deposit's own id
    expect(
      (await pam.add(player, evolution.cancel({ id: 'nw-c1', ref: 'nw-other', round: 'nw-g1', amount: 3_000 }))).body
        .error?.code,
    ).toBe('PAM_ERR_CANCEL_NON_WITHDRAW');
    expect(await rows()).toEqual(before);
  });
});

describe('sports feed: what staff set sticks', () => {
  const FEED_KICK_OFF = '2026-11-22T05:00:00.000Z';
  const STAFF_KICK_OFF = '2026-11-22T09:30:00.000Z';
  const fixture = async () =>
    await t.database.db
      .selectFrom('sports_fixtures')
      .select(['id', 'starts_at', 'staff_held'])
      .where('ref', '=', 'f1')
      .executeTakeFirstOrThrow();
  const office = <T>(path: string, body: Record<string, unknown>) =>
    t.call<T>(`/api/admin/${path}`, body, { token: staff });

  it('a kick-off staff moved survives the next passes, until staff let the fixture follow the feed', async () => {
    await applyDoc(t, feedDoc([FEED_KICK_OFF]));
    const { id } = await fixture();
    const moved = await office<SportsFixtureRecord>('sportsFixtures/update', {
      id,
      data: { startsAt: STAFF_KICK_OFF },
    });
    expect(moved.resultCode).toBe('200');
    expect(moved.data).toMatchObject({ startsAt: STAFF_KICK_OFF, staffHeld: true });

    // the feed still says 05:00, and changes its odds meanwhile: odds move, the kick-off does not
    await applyDoc(t, feedDoc([FEED_KICK_OFF], { home: 210 }));
    await applyDoc(t, feedDoc([FEED_KICK_OFF], { home: 220 }));
    expect((await fixture()).starts_at.toISOString()).toBe(STAFF_KICK_OFF);

    // followFeed comes alone
    expect(
      (await office('sportsFixtures/update', { id, data: { followFeed: true, startsAt: STAFF_KICK_OFF } })).resultCode,
    ).toBe('E003');
    const lifted = await office<SportsFixtureRecord>('sportsFixtures/update', { id, data: { followFeed: true } });
    expect(lifted.data).toMatchObject({ startsAt: STAFF_KICK_OFF, staffHeld: false });
    await applyDoc(t, feedDoc([FEED_KICK_OFF]));
    expect(await fixture()).toMatchObject({ starts_at: new Date(FEED_KICK_OFF), staff_held: false });
  });
});
