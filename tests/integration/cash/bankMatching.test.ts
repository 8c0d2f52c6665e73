import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/testApp';
import { balancesOf, memberIdOf, setOptions, testClock, withKey } from '../../support/moneyFixtures';
import type { CashRow } from '../../../src/shared/api/cash';
import type { CashRequestRecord } from '../../../src/shared/api/adminCash';
import type { BankNoticeRecord, StatementImportResult, StatementPreview } from '../../../src/shared/api/bankNotices';
import type { OfficeList } from '../../../src/shared/api/office';
import type { Envelope } from '../../../src/shared/api/envelope';
import { DEMO } from '../../../src/server/db/seed/demoSeed';
import { verify } from '../../../src/server/modules/ledger/verify';

/**
 * Deposit matching (docs/domains/cash.md#deposit-matching): bank notices by the signed webhook or
 * an uploaded statement approve the one waiting deposit they fit, through the approval a person
 * uses, so a person and the matcher never both pay; the rest wait for staff with their candidates.
 */
const clock = testClock();
let t: TestApp;
const tokens: Record<string, string> = {};
let keys = 0;
let refs = 0;
const staff = <T>(path: string, body: Record<string, unknown> = {}) =>
  t.call<T>(path, body, withKey(tokens.admin!, `bank-test-${++keys}`));

interface Sent {
  body?: string;
  secret?: string;
  timestamp?: number;
  signature?: string;
}
/** A notice as the bank posts it: the raw JSON, its timestamp and the HMAC-SHA256 of `<timestamp>.<body>`. */
async function post(notice: Record<string, unknown>, sent: Sent = {}) {
  const body = sent.body ?? JSON.stringify(notice);
  const timestamp = String(sent.timestamp ?? Math.floor(clock.now().getTime() / 1000));
  const signature =
    sent.signature ??
    createHmac('sha256', sent.secret ?? DEMO.bankHookSecret)
      .update(`${timestamp}.${body}`)
      .digest('hex');
  const res = await t.app.inject({
    method: 'POST',
    url: `/hooks/bank/${DEMO.siteId}`,
    payload: body,
    headers: { 'content-type': 'application/json', 'x-bank-timestamp': timestamp, 'x-bank-signature': signature },
  });
  return { body, timestamp, signature, answer: res.json() as Envelope<{ id: number; status: string }> };
}
const notice = (depositor: string, amount: number, extra: Record<string, unknown> = {}) => ({
  bankRef: `KB${++refs}`,
  depositor,
  amount,
  paidAt: clock.now().toISOString(),
  ...extra,
});
const askDeposit = async (memId: string, depositor: string, amount: number) => {
  const res = await t.call<CashRow>('/api/cash/in', { depositor, amount, bonusYn: 'N' }, { token: tokens[memId]! });
  expect(res.resultCode, memId).toBe('200');
  return res.data.cashIdx;
};
const requestOf = async (id: number) => (await staff<CashRequestRecord>('/api/admin/deposits/get', { id })).data;
const depositTxns = (id: number) =>
  t.app.deps.db.selectFrom('ledger_transactions').select('id').where('idempotency_key', '=', `deposit:${id}`).execute();
const noticeOf = async (id: number) => (await staff<BankNoticeRecord>('/api/admin/bankNotices/get', { id })).data;

beforeAll(async () => {
  t = await createTestApp({ clock });
  tokens.admin = await t.loginStaff();
  for (const m of ['member01', 'member02', 'member03']) tokens[m] = await t.login(m);
  await setOptions(t, { depositReapplyMinutes: 0 });
});
afterAll(() => t.close());

describe('the bank webhook', () => {
  it('refuses a notice not signed with the site secret (C404), changing nothing', async () => {
    expect((await post(notice('홍길동11', 10_000), { secret: 'another-secret' })).answer.resultCode).toBe('C404');
    expect((await post(notice('홍길동11', 10_000), { signature: '' })).answer.resultCode).toBe('C404');
    // The signature covers the body as sent: a body changed after signing fails.
    const signed = await post(notice('홍길동11', 10_000), { timestamp: 1 });
    const changed = signed.body.replace('10000', '99000');
    const sent = await post({}, { body: changed, timestamp: Number(signed.timestamp), signature: signed.signature });
    expect(sent.answer.resultCode).toBe('C404');
    const rows = await t.app.deps.db.selectFrom('bank_notices').select('id').execute();
    expect(rows).toEqual([]);
  });

  it('refuses a timestamp outside the window either way (C405), even when signed', async () => {
    const now = Math.floor(clock.now().getTime() / 1000);
    expect((await post(notice('홍길동11', 10_000), { timestamp: now - 301 })).answer.resultCode).toBe('C405');
    expect((await post(notice('홍길동11', 10_000), { timestamp: now + 301 })).answer.resultCode).toBe('C405');
    expect((await post(notice('홍길동11', 10_000), { timestamp: now - 299 })).answer.resultCode).toBe('200');
  });

  it('refuses a replay: the same request again, or the same bank reference in another body (C406)', async () => {
    const first = await post(notice('최초입금', 20_000));
    expect(first.answer).toMatchObject({ resultCode: '200', data: { status: 'waiting' } });
    const again = await post({}, { body: first.body, timestamp: Number(first.timestamp), signature: first.signature });
    expect(again.answer.resultCode).toBe('C406');
    const sameRef = JSON.parse(first.body) as Record<string, unknown>;
    expect((await post({ ...sameRef, amount: 30_000 })).answer.resultCode).toBe('C406');
    expect((await post({ ...sameRef, bankRef: '' })).answer.resultCode).toBe('E003');
  });

  it('approves the one waiting deposit it fits (name spacing aside), through the approval a person uses', async () => {
    const id = await askDeposit('member01', '홍길동11', 30_000);
    const before = await balancesOf(t, 'member01');
    const sent = await post(notice('홍길동 11', 30_000));
    expect(sent.answer).toMatchObject({ resultCode: '200', data: { status: 'matched' } });
    expect(await requestOf(id)).toMatchObject({ status: 1, staffId: null });
    expect((await balancesOf(t, 'member01')).cash).toBe(before.cash + 30_000);
    expect(await depositTxns(id)).toHaveLength(1);
    expect(await noticeOf(sent.answer.data.id)).toMatchObject({
      status: 'matched',
      cashRequestId: id,
      decidedBy: null,
    });
    // The audit log names the matcher as the one who approved it.
    const audit = await staff<OfficeList<{ action: string; actorKind: string; actorId: string; target: string }>>(
      '/api/admin/audit/list',
      { filter: { actorKind: 'system' } },
    );
    expect(audit.data.list).toContainEqual(
      expect.objectContaining({ action: 'deposit.approve', actorId: 'bankMatcher', target: `cash_request:${id}` }),
    );
  });
});

describe('notices that wait for staff', () => {
  it('an unmatched one (no same name) waits and shows the same-amount requests as candidates', async () => {
    const id = await askDeposit('member02', '홍길동12', 40_000);
    const sent = await post(notice('모르는사람', 40_000));
    expect(sent.answer.data.status).toBe('waiting');
    const waiting = await noticeOf(sent.answer.data.id);
    expect(waiting).toMatchObject({ status: 'waiting', reason: 'unmatched' });
    expect(waiting.candidates).toEqual([expect.objectContaining({ id, memId: 'member02', sameName: false })]);
    // Staff match it by hand (a relative paid): the request is approved, once.
    const before = await balancesOf(t, 'member02');
    const matched = await staff<BankNoticeRecord>('/api/admin/bankNotices/match', {
      id: waiting.id,
      requestId: id,
    });
    expect(matched.data).toMatchObject({ status: 'matched', cashRequestId: id, decidedBy: 'admin' });
    expect((await balancesOf(t, 'member02')).cash).toBe(before.cash + 40_000);
    const twice = await staff('/api/admin/bankNotices/match', { id: waiting.id, requestId: id });
    expect(twice.resultCode).toBe('C407');
  });

  it('an ambiguous one (two requests of the same name and amount) waits with both; a request of another amount cannot take it', async () => {
    const a = await askDeposit('member02', 'KIM', 50_000);
    const b = await askDeposit('member03', 'kim', 50_000);
    const sent = await post(notice('Kim', 50_000));
    const waiting = await noticeOf(sent.answer.data.id);
    expect(waiting).toMatchObject({ status: 'waiting', reason: 'ambiguous' });
    expect(waiting.candidates.map((c) => [c.id, c.sameName])).toEqual([
      [a, true],
      [b, true],
    ]);
    const other = await askDeposit('member01', 'Kim', 60_000);
    expect((await staff('/api/admin/bankNotices/match', { id: waiting.id, requestId: other })).resultCode).toBe('C409');
    expect((await staff('/api/admin/bankNotices/match', { id: waiting.id, requestId: b })).resultCode).toBe('200');
    expect((await requestOf(a)).status).toBe(0);
    expect((await requestOf(b)).status).toBe(1);
    // A notice that is not ours is dismissed with a memo, and stays out of the waiting list.
    const stray = await post(notice('환불대상', 70_000));
    const dismissed = await staff<BankNoticeRecord>('/api/admin/bankNotices/dismiss', {
      id: stray.answer.data.id,
      memo: 'sent back to the payer',
    });
    expect(dismissed.data).toMatchObject({ status: 'dismissed', memo: 'sent back to the payer' });
    const list = await staff<OfficeList<BankNoticeRecord>>('/api/admin/bankNotices/list', {
      filter: { status: 'waiting' },
    });
    expect(list.data.list.map((n) => n.id)).not.toContain(stray.answer.data.id);
    // The front desk counts what waits for staff of the deposits area.
    const desk = await staff<{ queues: { queue: string; count: number }[] }>('/api/admin/queues');
    expect(desk.data.queues).toContainEqual({ queue: 'bankNotices', count: list.data.total });
    // Clear what is still open for the tests below.
    for (const id of [a, other]) await staff('/api/admin/deposits/refuse', { id, memo: 'test' });
  });

  it('one that came before its request pays the request when it is asked, by the same rule; another name leaves both waiting', async () => {
    const early = await post(notice('선입금', 450_000));
    expect(early.answer.data.status).toBe('waiting');
    const stranger = await post(notice('선입금', 460_000));
    const before = await balancesOf(t, 'member03');
    const res = await t.call<CashRow>(
      '/api/cash/in',
      { depositor: '선 입금', amount: 450_000, bonusYn: 'N' },
      { token: tokens.member03! },
    );
    expect(res.resultCode, JSON.stringify(res)).toBe('200');
    expect(res.data).toMatchObject({ amount: 450_000, status: 1 });
    expect((await balancesOf(t, 'member03')).cash).toBe(before.cash + 450_000);
    expect(await depositTxns(res.data.cashIdx)).toHaveLength(1);
    expect(await noticeOf(early.answer.data.id)).toMatchObject({
      status: 'matched',
      cashRequestId: res.data.cashIdx,
      decidedBy: null,
    });
    // Same amount, another name: the request waits for staff and the notice for its own request.
    const other = await askDeposit('member03', '다른이름', 460_000);
    expect((await requestOf(other)).status).toBe(0);
    expect(await noticeOf(stranger.answer.data.id)).toMatchObject({ status: 'waiting', reason: 'unmatched' });
    await staff('/api/admin/bankNotices/dismiss', { id: stranger.answer.data.id, memo: 'test' });
    await staff('/api/admin/deposits/refuse', { id: other, memo: 'test' });
  });
});

describe('a person and the matcher never both pay', () => {
  it('20 notices at once and a person approving the same request pay it once', async () => {
    const id = await askDeposit('member03', '홍길동13', 80_000);
    const before = await balancesOf(t, 'member03');
    const [answers, person] = await Promise.all([
      Promise.all(Array.from({ length: 20 }, () => post(notice('홍길동13', 80_000)).then((s) => s.answer))),
      staff('/api/admin/deposits/approve', { id }),
    ]);
    const matched = answers.filter((a) => a.data.status === 'matched');
    // Exactly one of them approved it: the person (and every notice waits) or one notice.
    expect(matched.length + (person.resultCode === '200' ? 1 : 0)).toBe(1);
    expect(answers.every((a) => a.resultCode === '200')).toBe(true);
    expect((await balancesOf(t, 'member03')).cash).toBe(before.cash + 80_000);
    expect(await depositTxns(id)).toHaveLength(1);
  });

  it('20 hand matches of one notice at once and a person approving its request pay once', async () => {
    const id = await askDeposit('member01', '홍길동11', 90_000);
    const sent = await post(notice('다른이름', 90_000));
    expect(sent.answer.data.status).toBe('waiting');
    const before = await balancesOf(t, 'member01');
    const answers = await Promise.all([
      ...Array.from({ length: 20 }, () =>
        staff('/api/admin/bankNotices/match', { id: sent.answer.data.id, requestId: id }),
      ),
      staff('/api/admin/deposits/approve', { id }),
    ]);
    expect(answers.filter((a) => a.resultCode === '200')).toHaveLength(1);
    expect((await balancesOf(t, 'member01')).cash).toBe(before.cash + 90_000);
    expect(await depositTxns(id)).toHaveLength(1);
  });
});

describe('a statement uploaded as CSV', () => {
  const header = '거래일시,입금자명,입금액,거래번호';
  it('is previewed row by row with what is wrong, refused whole with a bad row, and imported once fixed', async () => {
    const id = await askDeposit('member02', '홍길동12', 100_000);
    const before = await balancesOf(t, 'member02');
    const bad = [
      header,
      '2026-11-21 12:01:00,홍길동12,"100,000",ST-1',
      '2026-11-21 12:02:00,누군가,십만원,ST-2',
      '2026-11-31 12:03:00,누군가,5000,ST-3',
    ].join('\r\n');
    const preview = await staff<StatementPreview>('/api/admin/bankNotices/preview', { csv: bad });
    expect(preview.data.bad).toBe(2);
    expect(preview.data.rows.map((r) => [r.line, r.error])).toEqual([
      [2, null],
      [3, 'amount'],
      [4, 'date'],
    ]);
    expect(preview.data.rows[0]).toMatchObject({ amount: 100_000, paidAt: '2026-11-21T03:01:00.000Z', known: false });
    const refused = await staff('/api/admin/bankNotices/import', { csv: bad });
    expect(refused).toMatchObject({ resultCode: 'C408', data: { lines: '3, 4' } });
    expect((await requestOf(id)).status).toBe(0);
    expect(
      await t.app.deps.db.selectFrom('bank_notices').select('id').where('source', '=', 'statement').execute(),
    ).toEqual([]);
    expect((await staff('/api/admin/bankNotices/preview', { csv: 'a,b\n1,2' })).data).toMatchObject({
      headerError: true,
    });

    // A payment out (its deposit column empty) is read and skipped, not an error.
    const good = [
      header,
      '2026-11-21 12:01:00,홍길동12,"100,000",ST-1',
      '2026.11.21 12:02,누군가,5000원,ST-2',
      '2026-11-21 12:03,관리비,,ST-OUT',
    ].join('\n');
    const read = await staff<StatementPreview>('/api/admin/bankNotices/preview', { csv: good });
    expect(read.data.rows.map((r) => [r.line, r.error, r.outgoing])).toEqual([
      [2, null, false],
      [3, null, false],
      [4, null, true],
    ]);
    const imported = await staff<StatementImportResult>('/api/admin/bankNotices/import', { csv: good });
    expect(imported.data).toEqual({ received: 2, matched: 1, waiting: 1, skipped: 0 });
    expect((await requestOf(id)).status).toBe(1);
    expect((await balancesOf(t, 'member02')).cash).toBe(before.cash + 100_000);
    // The same statement again (or one overlapping it) skips what was received.
    const again = await staff<StatementImportResult>('/api/admin/bankNotices/import', { csv: good });
    expect(again.data).toEqual({ received: 0, matched: 0, waiting: 0, skipped: 2 });
    expect((await staff<StatementPreview>('/api/admin/bankNotices/preview', { csv: good })).data.rows[0]!.known).toBe(
      true,
    );
  });

  it('is the deposits area: a member or a staff member of withdrawals is refused', async () => {
    expect((await t.call('/api/admin/bankNotices/list', {}, { token: tokens.member01! })).resultCode).not.toBe('200');
  });
});

describe('the webhook secret', () => {
  it('is made new by staff of the site area and the old one stops working', async () => {
    const made = await staff<{ path: string; secret: string }>('/api/admin/bankHook/secret');
    expect(made.data.path).toBe(`/hooks/bank/${DEMO.siteId}`);
    expect((await post(notice('누구', 10_000))).answer.resultCode).toBe('C404');
    expect((await post(notice('누구', 10_000), { secret: made.data.secret })).answer.resultCode).toBe('200');
  });

  it('leaves a clean ledger', async () => {
    expect(await memberIdOf(t, 'member01')).toBeGreaterThan(0);
    expect(await verify(t.app.deps.db)).toEqual({ ok: true, violations: [] });
  });
});
