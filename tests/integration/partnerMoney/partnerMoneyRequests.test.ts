import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/testApp';
import type { MoneyRequestRecord } from '../../../src/shared/api/office/partnerMoneyRequests';
import { verify } from '../../../src/server/modules/ledger/verify';
import { addStaff, balancesOf, testClock, withKey } from '../../support/moneyFixtures';

/** §4 partner money requests through HTTP: each transition, races, scope, the ledger. */
let t: TestApp;
const office: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp({ clock: testClock() });
  for (const id of ['ptn01', 'ptn03', 'ptn04', 'ptn05']) office[id] = await t.loginOffice(id);
  office.admin = await t.loginStaff();
  office.depositStaff = await addStaff(t, 'cashier1', 'deposit');
});
afterAll(() => t.close());

type List = { list: MoneyRequestRecord[]; total: number };
const as = <T = MoneyRequestRecord>(who: string, path: string, body: Record<string, unknown> = {}, key?: string) =>
  t.call<T>(path, body, key ? withKey(office[who]!, key) : { token: office[who]! });
const ask = (who: string, kind: 'request' | 'return', amount: number, memo = '') =>
  as(who, '/api/partner/moneyRequests/create', { data: { kind, amount, memo } });
const cash = async (memId: string) => (await balancesOf(t, memId)).cash;

describe('partner money requests', () => {
  it('request → wait → complete: the parent pays once, under the key ptnreq:<id>', async () => {
    const [before5, before4] = [await cash('ptn05'), await cash('ptn04')];
    const created = await ask('ptn05', 'request', 50_000, '충전 부탁');
    expect(created.resultCode).toBe('200');
    expect(created.data).toMatchObject({
      kind: 'request',
      amount: 50_000,
      status: 'request',
      requesterMemId: 'ptn05',
      approverMemId: 'ptn04',
      canCancel: true,
      canDecide: false,
    });
    const id = created.data.id;
    // the parent sees it in its box with the decision buttons
    const box = await as<List>('ptn04', '/api/partner/moneyRequests/list', { filter: { box: 'toMe' } });
    expect(box.data.list.map((r) => [r.id, r.canDecide, r.canCancel])).toEqual([[id, true, false]]);
    expect((await as('ptn04', '/api/partner/moneyRequests/wait', { id })).data.status).toBe('wait');
    expect(await cash('ptn05')).toBe(before5);
    const done = await as('ptn04', '/api/partner/moneyRequests/approve', { id, memo: 'ok' });
    expect(done.data).toMatchObject({
      status: 'complete',
      decidedBy: 'ptn04',
      replyMemo: 'ok',
      canDecide: false,
      canCancel: false,
    });
    expect([await cash('ptn05'), await cash('ptn04')]).toEqual([before5 + 50_000, before4 - 50_000]);
    const txn = await t.app.deps.db
      .selectFrom('ledger_transactions')
      .select(['kind'])
      .where('idempotency_key', '=', `ptnreq:${id}`)
      .execute();
    expect(txn).toEqual([{ kind: 'partner.request' }]);
    // a second decision finds it closed and moves nothing
    expect((await as('ptn04', '/api/partner/moneyRequests/approve', { id })).resultCode).toBe('K101');
    expect((await as('ptn05', '/api/partner/moneyRequests/cancel', { id })).resultCode).toBe('K101');
    expect(await cash('ptn05')).toBe(before5 + 50_000);
    const audit = await t.app.deps.db
      .selectFrom('audit_log')
      .select(['action'])
      .where('target', '=', `money_request:${id}`)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['moneyRequest.create', 'moneyRequest.wait', 'moneyRequest.approve']);
  });

  it('a return moves cash up on approval; a refusal and a cancel move nothing', async () => {
    const [before5, before4] = [await cash('ptn05'), await cash('ptn04')];
    const back = (await ask('ptn05', 'return', 10_000)).data;
    expect((await as('ptn04', '/api/partner/moneyRequests/approve', { id: back.id })).data.status).toBe('complete');
    expect([await cash('ptn05'), await cash('ptn04')]).toEqual([before5 - 10_000, before4 + 10_000]);

    const refused = (await ask('ptn05', 'request', 7_000)).data;
    const no = await as('ptn04', '/api/partner/moneyRequests/refuse', { id: refused.id, memo: '한도 초과' });
    expect(no.data).toMatchObject({ status: 'refuse', replyMemo: '한도 초과' });
    const cancelled = (await ask('ptn05', 'request', 8_000)).data;
    expect((await as('ptn05', '/api/partner/moneyRequests/cancel', { id: cancelled.id })).data).toMatchObject({
      status: 'cancel',
      decidedBy: 'ptn05',
    });
    expect((await as('ptn04', '/api/partner/moneyRequests/approve', { id: cancelled.id })).resultCode).toBe('K101');
    expect([await cash('ptn05'), await cash('ptn04')]).toEqual([before5 - 10_000, before4 + 10_000]);
  });

  it('an approval the payer cannot cover answers C001 and leaves the request open', async () => {
    const big = (await ask('ptn05', 'request', 900_000_000)).data;
    expect((await as('ptn04', '/api/partner/moneyRequests/approve', { id: big.id })).resultCode).toBe('C001');
    expect((await as('ptn05', '/api/partner/moneyRequests/get', { id: big.id })).data.status).toBe('request');
    expect((await as('ptn05', '/api/partner/moneyRequests/cancel', { id: big.id })).data.status).toBe('cancel');
  });

  it('two approvals at once, or an approval racing the cancel: exactly one wins and the cash moves at most once', async () => {
    for (let round = 0; round < 3; round++) {
      const before5 = await cash('ptn05');
      const { id } = (await ask('ptn05', 'request', 1_000)).data;
      const answers = await Promise.all([
        as('ptn04', '/api/partner/moneyRequests/approve', { id }, `a1-${round}`),
        as('ptn04', '/api/partner/moneyRequests/approve', { id }, `a2-${round}`),
        as('ptn05', '/api/partner/moneyRequests/cancel', { id }, `c-${round}`),
      ]);
      const codes = answers.map((a) => a.resultCode);
      expect(codes.filter((c) => c === '200')).toHaveLength(1);
      expect(codes.filter((c) => c === 'K101')).toHaveLength(2);
      const status = (await as('ptn05', '/api/partner/moneyRequests/get', { id })).data.status;
      expect(await cash('ptn05')).toBe(before5 + (status === 'complete' ? 1_000 : 0));
      const posted = await t.app.deps.db
        .selectFrom('ledger_transactions')
        .select('id')
        .where('idempotency_key', '=', `ptnreq:${id}`)
        .execute();
      expect(posted).toHaveLength(status === 'complete' ? 1 : 0);
    }
  });

  it('is scoped to parent and child: a grandparent, a sibling branch or the requester cannot decide', async () => {
    const { id } = (await ask('ptn05', 'request', 2_000)).data;
    // ptn03 is ptn05's grandparent: it sees nothing of it
    expect((await as('ptn03', '/api/partner/moneyRequests/get', { id })).resultCode).toBe('E007');
    expect((await as('ptn03', '/api/partner/moneyRequests/approve', { id })).resultCode).toBe('E007');
    expect((await as<List>('ptn03', '/api/partner/moneyRequests/list')).data.list.map((r) => r.id)).not.toContain(id);
    // the requester sees it but may not decide it
    expect((await as('ptn05', '/api/partner/moneyRequests/approve', { id })).resultCode).toBe('U021');
    // the parent may not cancel its child's request
    expect((await as('ptn04', '/api/partner/moneyRequests/cancel', { id })).resultCode).toBe('U021');
    // staff see only the head office's queue
    expect((await as('admin', '/api/admin/moneyRequests/approve', { id })).resultCode).toBe('E007');
    expect((await as('ptn04', '/api/partner/moneyRequests/cancel', { id: 99_999_999 })).resultCode).toBe('E007');
    expect((await as('ptn05', '/api/partner/moneyRequests/cancel', { id })).data.status).toBe('cancel');
  });

  it('a head office partner asks the staff; the house bank pays; a staff role without the partners area is refused', async () => {
    const before1 = await cash('ptn01');
    const head = (await ask('ptn01', 'request', 300_000, '본사 충전')).data;
    expect(head.approverMemId).toBeNull();
    expect((await as('depositStaff', '/api/admin/moneyRequests/list')).resultCode).toBe('U029');
    const queue = await as<List>('admin', '/api/admin/moneyRequests/list', { filter: { status: 'request' } });
    expect(queue.data.list.map((r) => [r.id, r.requesterMemId, r.canDecide])).toEqual([[head.id, 'ptn01', true]]);
    expect((await as('admin', '/api/admin/moneyRequests/approve', { id: head.id })).data).toMatchObject({
      status: 'complete',
      decidedBy: 'admin',
    });
    expect(await cash('ptn01')).toBe(before1 + 300_000);
    const back = (await ask('ptn01', 'return', 100_000)).data;
    expect((await as('admin', '/api/admin/moneyRequests/approve', { id: back.id })).data.status).toBe('complete');
    expect(await cash('ptn01')).toBe(before1 + 200_000);
  });

  it('refuses a bad amount with E003 and creates nothing; a replayed create answers the first request', async () => {
    expect((await ask('ptn05', 'request', 0)).resultCode).toBe('E003');
    expect((await ask('ptn05', 'request', 1.5)).resultCode).toBe('E003');
    const first = await as(
      'ptn05',
      '/api/partner/moneyRequests/create',
      { data: { kind: 'request', amount: 4_000 } },
      'create-once',
    );
    const again = await as(
      'ptn05',
      '/api/partner/moneyRequests/create',
      { data: { kind: 'request', amount: 4_000 } },
      'create-once',
    );
    expect(again.data.id).toBe(first.data.id);
  });

  it('leaves a ledger that verifies', async () => {
    expect(await verify(t.app.deps.db)).toEqual({ ok: true, violations: [] });
  });
});
