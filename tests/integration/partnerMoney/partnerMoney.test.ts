import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/testApp';
import type { PagedList } from '../../../src/shared/api/common';
import type { TransferRecord, TransferResult } from '../../../src/shared/api/partnerMoney';
import type { LedgerEntryRecord } from '../../../src/shared/api/ledger';
import { verify } from '../../../src/server/modules/ledger/verify';
import type { DomainEvent } from '../../../src/server/events/bus';
import { balancesOf, memberIdOf, testClock } from '../../support/moneyFixtures';

let t: TestApp;
const tokens: Record<string, string> = {};
/** Partners' office sessions: /api/partner/* calls take these, member calls the member tokens. */
const officeTokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp({ clock: testClock() });
  for (const id of ['ptn01', 'ptn04', 'ptn05', 'member01', 'member02']) tokens[id] = await t.login(id);
  for (const id of ['ptn01', 'ptn04', 'ptn05']) officeTokens[id] = await t.loginOffice(id);
});
afterAll(() => t.close());

const as = <T>(who: string, path: string, body: Record<string, unknown>) =>
  t.call<T>(path, body, { token: (path.startsWith('/api/partner/') ? officeTokens[who] : undefined) ?? tokens[who]! });

describe('partner pay and recover', () => {
  it('pays a user of its own subtree from its own cash, and recovers it', async () => {
    const paid = await as<TransferResult>('ptn05', '/api/partner/money/pay', {
      memId: 'member01',
      amount: 70_000,
      memo: '이벤트 지급',
    });
    expect(paid.resultCode).toBe('200');
    expect(paid.data.cashAmt).toBe(1_000_000 - 70_000);
    expect(paid.data.transfer).toMatchObject({
      kind: 'pay',
      direction: 'send',
      fromMemId: 'ptn05',
      toMemId: 'member01',
      amount: 70_000,
    });
    expect((await balancesOf(t, 'member01')).cash).toBe(570_000);
    const recovered = await as<TransferResult>('ptn05', '/api/partner/money/recover', {
      memId: 'member01',
      amount: 20_000,
    });
    expect(recovered.data.cashAmt).toBe(950_000);
    expect((await balancesOf(t, 'member01')).cash).toBe(550_000);
  });

  it('a head office reaches a member five levels down; each side hears one cash event after the commit', async () => {
    const events: DomainEvent[] = [];
    const stop = t.app.deps.bus.subscribe((e) => events.push(e));
    expect((await as('ptn01', '/api/partner/money/pay', { memId: 'member02', amount: 1_000 })).resultCode).toBe('200');
    stop();
    const ids = [await memberIdOf(t, 'ptn01'), await memberIdOf(t, 'member02')];
    expect(events).toEqual([
      { type: 'cash', memberId: ids[0], cash: 999_000, point: 0 },
      { type: 'cash', memberId: ids[1], cash: 501_000, point: 30_000 },
    ]);
  });

  it('answers U021 for its parent, itself, or an unknown id, and moves nothing', async () => {
    for (const memId of ['ptn04', 'ptn05', 'nobody99'])
      expect((await as('ptn05', '/api/partner/money/pay', { memId, amount: 1_000 })).resultCode).toBe('U021');
    expect((await as('ptn05', '/api/partner/money/recover', { memId: 'ptn01', amount: 1_000 })).resultCode).toBe(
      'U021',
    );
    expect((await balancesOf(t, 'ptn05')).cash).toBe(950_000);
  });

  it('answers C019 when the partner cannot pay and C021 naming the balance when the user cannot cover a recovery', async () => {
    expect((await as('ptn05', '/api/partner/money/pay', { memId: 'member01', amount: 5_000_000 })).resultCode).toBe(
      'C019',
    );
    const before = await balancesOf(t, 'member01');
    const over = await as('ptn05', '/api/partner/money/recover', { memId: 'member01', amount: before.cash + 1 });
    expect(over).toMatchObject({ resultCode: 'C021', data: { balance: before.cash } });
    expect(await balancesOf(t, 'member01')).toEqual(before);
    expect((await as('ptn05', '/api/partner/money/pay', { memId: 'member01' })).resultCode).toBe('C009');
  });

  it('a general member opens no partner call (E006: no office session) and cannot give (U021); a partner member gives from /mypage/give', async () => {
    expect((await as('member01', '/api/partner/money/pay', { memId: 'member02', amount: 1_000 })).resultCode).toBe(
      'E006',
    );
    expect((await as('member01', '/api/cash/give', { memId: 'member02', amount: 1_000 })).resultCode).toBe('U021');
    const given = await as<TransferResult>('ptn05', '/api/cash/give', { memId: 'member02', amount: 3_000 });
    expect(given.data.transfer).toMatchObject({ kind: 'give', toMemId: 'member02' });
  });

  it('shows the send / receive history to both sides, scoped to the caller', async () => {
    const partner = await as<{ list: TransferRecord[]; total: number }>('ptn05', '/api/partner/transfers/list', {
      filter: { direction: 'send' },
    });
    expect(partner.data.list.map((r) => [r.kind, r.toMemId, r.amount])).toEqual([
      ['give', 'member02', 3_000],
      ['pay', 'member01', 70_000],
    ]);
    // The head office's pay to member02 sits in ptn04's subtree as well; ptn04 sees it without being a party.
    const above = await as<{ list: TransferRecord[]; total: number }>('ptn04', '/api/partner/transfers/list', {
      filter: { memId: 'member02' },
    });
    expect(above.data.list.map((r) => [r.fromMemId, r.direction])).toEqual([
      ['ptn05', null],
      ['ptn01', null],
    ]);
    const member = await as<PagedList<TransferRecord>>('member01', '/api/cash/give/list', {});
    expect(member.data.list.map((r) => [r.kind, r.direction, r.amount])).toEqual([
      ['recover', 'send', 20_000],
      ['pay', 'receive', 70_000],
    ]);
    expect(member.data.pageInfo.tatal_list_count).toBe(2);
  });

  it('shows a partner the money history of its own subtree only', async () => {
    const res = await as<{ list: LedgerEntryRecord[]; total: number }>('ptn05', '/api/partner/ledger/list', {
      perPage: 100,
      filter: { asset: 'cash' },
    });
    const owners = new Set(res.data.list.map((r) => r.memId));
    expect(owners).toEqual(new Set(['ptn05', 'member01', 'member02', 'member03']));
    const pay = res.data.list.find((r) => r.kind === 'partner.pay' && r.memId === 'member01')!;
    expect(pay).toMatchObject({ amount: 70_000, balanceAfter: 570_000, memo: '이벤트 지급' });
    expect((await as('member01', '/api/partner/ledger/list', {})).resultCode).toBe('E006');
  });

  it('leaves a ledger that verifies', async () => {
    expect(await verify(t.app.deps.db)).toEqual({ ok: true, violations: [] });
  });
});
