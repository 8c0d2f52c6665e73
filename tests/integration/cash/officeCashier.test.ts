import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/testApp';
import type { CashRow } from '../../../src/shared/api/cash';
import type { CashRequestRecord } from '../../../src/shared/api/adminCash';
import type { CashReportRecord } from '../../../src/shared/api/office/reports';
import type { MemberHit, OfficeQueues } from '../../../src/shared/api/office/desk';
import type { ReportList } from '../../../src/shared/reports/gridQuery';
import { StaffRole } from '../../../src/shared/enums';
import { verify } from '../../../src/server/modules/ledger/verify';
import { addStaff, balancesOf, setOptions, testClock } from '../../support/moneyFixtures';

/**
 * What a cashier needs (docs/domains/cash.md#staff-queues, docs/architecture/office-front.md#the-front-desk):
 * the queues and reports show what to pay into and what to check, the desk counts what waits, the
 * header finds members inside the caller's scope only.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
let deposit: CashRow;
let withdrawal: CashRow;

const as = <T>(who: string, path: string, body: Record<string, unknown> = {}) =>
  t.call<T>(path, body, { token: tokens[who]! });

beforeAll(async () => {
  t = await createTestApp({ clock: testClock() });
  tokens.admin = await t.loginStaff();
  tokens.deposit = await addStaff(t, 'cashier_in', StaffRole.DepositManager);
  tokens.member01 = await t.login('member01');
  tokens.member02 = await t.login('member02');
  for (const id of ['ptn01', 'ptn04', 'ptn05']) tokens[id] = await t.loginOffice(id);
  // Another branch under the head office, with a member of its own: outside ptn02's line.
  const branch = await as<{ id: number }>('admin', '/api/admin/partners/create', {
    data: {
      memId: 'ptnb2',
      memNick: '다른지사',
      name: '박지사',
      phone: '010-5555-0001',
      password: 'pass1234',
      tier: 'PTN_2',
      parentId: (
        await t.app.deps.db.selectFrom('members').select('id').where('mem_id', '=', 'ptn01').executeTakeFirstOrThrow()
      ).id,
      rates: [{ gameGroup: 'casino', rollingBp: 100, losingBp: 1000 }],
    },
  });
  expect(branch.resultCode).toBe('200');
  tokens.ptnb2 = await t.loginOffice('ptnb2');
  const lower = await as('ptnb2', '/api/partner/members/create', {
    data: {
      memId: 'memb01',
      memNick: '다른회원',
      name: '최회원',
      phone: '010-5555-0002',
      password: 'pass1234',
      tier: 'NORMAL',
    },
  });
  expect(lower.resultCode).toBe('200');

  // member01 asks for a deposit with the bonus; member02 withdraws with no rolling asked, then the
  // site asks for 100% rolling: the request's window owes it all.
  deposit = (await as<CashRow>('member01', '/api/cash/in', { depositor: '홍길동11', amount: 30_000, bonusYn: 'Y' }))
    .data;
  await setOptions(t, { withdrawRollingBp: 0 });
  const asked = await as<CashRow>('member02', '/api/cash/out', { amount: 20_000, withdrawPassword: '1234' });
  expect(asked.resultCode).toBe('200');
  withdrawal = asked.data;
  await setOptions(t, { withdrawRollingBp: 10_000 });
});
afterAll(() => t.close());

describe('the staff queues', () => {
  it('show a withdrawal with its bank, account, holder, level, cash now and rolling left', async () => {
    const { cash } = await balancesOf(t, 'member02');
    const res = await as<{ list: CashRequestRecord[] }>('admin', '/api/admin/withdrawals/list', {
      filter: { status: 0 },
    });
    const row = res.data.list.find((r) => r.id === withdrawal.cashIdx);
    // The demo seeds member02 with 국민은행 100020003012, held by 홍길동12, at level 1.
    expect(row).toMatchObject({
      memId: 'member02',
      bankName: '국민은행',
      accountNo: '100020003012',
      depositor: '홍길동12',
      level: 1,
      cash,
    });
    // Deposits of member02 before the request, at 100%, less what it staked in that window.
    const figures = await t.app.deps.db
      .selectFrom('cash_requests')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount'), eb.lit(0)).as('total'))
      .where('kind', '=', 'in')
      .where('status', '=', 1)
      .where('member_id', '=', row!.memberId)
      .executeTakeFirstOrThrow();
    const stakes = await t.app.deps.db
      .selectFrom('bets')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('stake'), eb.lit(0)).as('total'))
      .where('member_id', '=', row!.memberId)
      .where('status', '<>', 'CANCEL')
      .executeTakeFirstOrThrow();
    expect(row!.rollingLeft).toBe(Math.max(0, Number(figures.total) - Number(stakes.total)));
    const one = await as<CashRequestRecord>('admin', '/api/admin/withdrawals/get', { id: withdrawal.cashIdx });
    expect(one.data).toEqual(row);
  });

  it('keeps the account the member named when asking, whatever it changes to later', async () => {
    await t.app.deps.db
      .updateTable('members')
      .set({ bank_name: '신한은행', account_no: '999' })
      .where('mem_id', '=', 'member02')
      .execute();
    const one = await as<CashRequestRecord>('admin', '/api/admin/withdrawals/get', { id: withdrawal.cashIdx });
    expect(one.data).toMatchObject({ bankName: '국민은행', accountNo: '100020003012' });
  });

  it('show a deposit with the bonus asked for and no rolling', async () => {
    const res = await as<{ list: CashRequestRecord[] }>('admin', '/api/admin/deposits/list', { filter: { status: 0 } });
    const row = res.data.list.find((r) => r.id === deposit.cashIdx);
    expect(row).toMatchObject({ bonusYn: 'Y', depositor: '홍길동11', rollingLeft: null, level: 1 });
    expect(row!.cash).toBe((await balancesOf(t, 'member01')).cash);
  });
});

describe('the withdrawal report', () => {
  const report = (who: string, scope: 'admin' | 'partner') =>
    as<ReportList<CashReportRecord>>(who, `/api/${scope}/reports/withdrawals/list`, { perPage: 100 });

  it('shows the same facts as the queue, inside the partner subtree only', async () => {
    const queue = await as<CashRequestRecord>('admin', '/api/admin/withdrawals/get', { id: withdrawal.cashIdx });
    const mine = await report('ptn05', 'partner');
    const row = mine.data.list.find((r) => r.id === withdrawal.cashIdx);
    expect(row).toMatchObject({
      bankName: queue.data.bankName,
      accountNo: queue.data.accountNo,
      depositorName: queue.data.depositor,
      level: queue.data.level,
      cash: queue.data.cash,
      rollingLeft: queue.data.rollingLeft,
    });
    // A balance is not summed with the amounts, nor open requests with done or cancelled ones.
    expect(Object.keys(mine.data.totals).sort()).toEqual(['amount.cancelled', 'amount.done', 'amount.open', 'count']);
    expect((await report('ptnb2', 'partner')).data.list.map((r) => r.memId)).not.toContain('member02');
  });

  it('names the holder column for what it is, in the CSV too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/reports/withdrawals/export',
      headers: { authorization: 'demo-site-key', token: tokens.admin! },
      payload: {
        siteId: 'demo',
        columns: ['memId', 'bankName', 'accountNo', 'depositorName', 'cash', 'rollingLeft', 'level'],
        lang: 'ko',
      },
    });
    const [header, line] = res.body.split('\r\n');
    expect(header).toBe('\uFEFF아이디,은행명,계좌번호,예금주,보유머니,남은 롤링,레벨');
    expect(line).toMatch(/^member02,국민은행,100020003012,홍길동12,\d+,\d+,1$/);
  });
});

describe('the front desk', () => {
  const queues = async (who: string, scope: 'admin' | 'partner') =>
    Object.fromEntries(
      (await as<OfficeQueues>(who, `/api/${scope}/queues`)).data.queues.map((q) => [q.queue, q.count]),
    );

  it('counts what waits for staff, each role only the queues it opens', async () => {
    expect(await queues('admin', 'admin')).toEqual({
      deposits: 1,
      withdrawals: 1,
      signups: 1,
      inquiries: expect.any(Number),
      moneyRequests: 0,
      bankNotices: 0,
      corrections: 0,
    });
    expect(await queues('deposit', 'admin')).toEqual({ deposits: 1, bankNotices: 0 });
    const asked = await as<CashRow>('member02', '/api/cash/in', { depositor: '홍길동12', amount: 10_000 });
    expect((await queues('deposit', 'admin')).deposits).toBe(2);
    await as('admin', '/api/admin/deposits/refuse', { id: asked.data.cashIdx, memo: 'test' });
    expect((await queues('deposit', 'admin')).deposits).toBe(1);
  });

  it("counts exactly what the queue's link lists: a request on hold leaves the count", async () => {
    const link = (await import('../../../src/office/desk/queueLinks')).QUEUE_LINKS.staff.deposits!;
    const filter = JSON.parse(decodeURIComponent(link.split('?filter=')[1]!)) as Record<string, unknown>;
    const listed = async () =>
      (await as<{ total: number }>('deposit', '/api/admin/deposits/list', { filter, perPage: 1 })).data.total;
    const asked = await t.call<CashRow>(
      '/api/cash/in',
      { depositor: '홍길동13', amount: 20_000 },
      { token: await t.login('member03') },
    );
    expect(asked.resultCode).toBe('200');
    expect((await queues('deposit', 'admin')).deposits).toBe(await listed());
    expect(await listed()).toBe(2);
    await as('deposit', '/api/admin/deposits/wait', { id: asked.data.cashIdx, memo: 'checking' });
    expect((await queues('deposit', 'admin')).deposits).toBe(1);
    expect(await listed()).toBe(1);
    await as('deposit', '/api/admin/deposits/refuse', { id: asked.data.cashIdx, memo: 'test' });
  });

  it("counts a partner's own sign-ups and no one else's", async () => {
    // member04 waits for approval under ptn05.
    expect(await queues('ptn05', 'partner')).toEqual({ signups: 1, moneyRequests: 0 });
    expect(await queues('ptn01', 'partner')).toEqual({ signups: 1, moneyRequests: 0 });
    expect(await queues('ptnb2', 'partner')).toEqual({ signups: 0, moneyRequests: 0 });
  });

  it("finds members by the start of the id or nickname inside the caller's scope only", async () => {
    const search = async (who: string, scope: 'admin' | 'partner', q: string) =>
      (await as<{ list: MemberHit[] }>(who, `/api/${scope}/members/search`, { q })).data.list.map((m) => m.memId);
    expect(await search('admin', 'admin', 'mem')).toEqual(['memb01', 'member01', 'member02', 'member03', 'member04']);
    expect(await search('admin', 'admin', '다른')).toEqual(['memb01', 'ptnb2']);
    expect(await search('ptn04', 'partner', 'mem')).toEqual(['member01', 'member02', 'member03', 'member04']);
    expect(await search('ptn04', 'partner', 'ptn')).toEqual(['ptn05']);
    expect(await search('ptnb2', 'partner', 'mem')).toEqual(['memb01']);
    expect(await search('ptnb2', 'partner', 'member01')).toEqual([]);
    // LIKE wildcards are letters here.
    expect(await search('ptn04', 'partner', '%')).toEqual([]);
    const hit = (await as<{ list: MemberHit[] }>('admin', '/api/admin/members/search', { q: 'member01' })).data.list[0];
    expect(hit).toMatchObject({ memId: 'member01', level: 1, ...(await balancesOf(t, 'member01')) });
    expect((await as('deposit', '/api/admin/members/search', { q: 'mem' })).resultCode).toBe('U029');
    expect((await as('ptn04', '/api/partner/members/search', { q: '' })).resultCode).toBe('E003');
  });
});

it('leaves a ledger that verifies', async () => {
  expect(await verify(t.app.deps.db)).toEqual({ ok: true, violations: [] });
});
