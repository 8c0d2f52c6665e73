import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, type IFrame } from '@stomp/stompjs';
import SockJS from 'sockjs-client';
import { createTestApp, listenLocal, type TestApp } from '../../support/testApp';
import { DEMO } from '../../../src/server/db/seed/demoSeed';
import { WS_PATH } from '../../../src/shared/api/realtime';
import { staffTopic, type PushTicket, type StaffAlert } from '../../../src/shared/api/staffAlerts';
import { OfficeArea } from '../../../src/shared/api/office';
import { connectPush, expectStompError, loginPush } from '../../support/realtimeClient';
import { addStaff, setOptions, testClock } from '../../support/moneyFixtures';

/**
 * Staff hear new deposit and withdrawal requests, inquiries, corrections waiting for a second staff
 * member and bank notices waiting for staff over the push (docs/architecture/push.md#staff-alerts).
 */
let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp({ clock: testClock() });
  base = await listenLocal(t);
});
afterAll(() => t.close());

const ticketOf = async (officeToken: string) => {
  const res = await t.call<PushTicket>('/api/admin/pushTicket', {}, { token: officeToken });
  expect(res.resultCode).toBe('200');
  return res.data.ticket;
};

interface StaffProbe {
  alerts: StaffAlert[];
  next(kind: StaffAlert['kind'], ms?: number): Promise<StaffAlert>;
  closed: Promise<void>;
  stop(): Promise<void>;
}

/** A staff socket as the office opens it: CONNECT with the ticket, then its areas' topics. */
function connectStaff(ticket: string, topics: string[]): Promise<StaffProbe> {
  const alerts: StaffAlert[] = [];
  let markClosed: () => void = () => undefined;
  const closed = new Promise<void>((resolve) => (markClosed = resolve));
  const client = new Client({
    webSocketFactory: () => new SockJS(`${base}${WS_PATH}`),
    connectHeaders: { siteId: DEMO.siteId, authorization: DEMO.siteKey, ticket },
    reconnectDelay: 0,
  });
  const probe: StaffProbe = {
    alerts,
    async next(kind, ms = 1_000) {
      const until = Date.now() + ms;
      while (Date.now() < until) {
        const found = alerts.find((a) => a.kind === kind);
        if (found) return found;
        await new Promise((r) => setTimeout(r, 10));
      }
      throw new Error(`no ${kind} alert within ${ms} ms; heard ${JSON.stringify(alerts)}`);
    },
    closed,
    stop: () => client.deactivate(),
  };
  return new Promise((resolve, reject) => {
    client.onConnect = () => {
      topics.forEach((topic, i) =>
        client.subscribe(
          topic,
          (m) => alerts.push(JSON.parse(m.body) as StaffAlert),
          i === topics.length - 1 ? { receipt: 'last' } : {},
        ),
      );
      client.watchForReceipt('last', () => resolve(probe));
    };
    client.onStompError = (frame: IFrame) => reject(new Error(`STOMP ERROR ${frame.headers.message}`));
    client.onWebSocketClose = () => markClosed();
    client.activate();
  });
}

const deposits = staffTopic(DEMO.siteId, OfficeArea.Deposits);
const withdrawals = staffTopic(DEMO.siteId, OfficeArea.Withdrawals);
const inquiries = staffTopic(DEMO.siteId, OfficeArea.Content);
const partners = staffTopic(DEMO.siteId, OfficeArea.Partners);

describe('staff alerts', () => {
  it('a staff socket hears a new deposit request within a second, and a new inquiry', async () => {
    const staff = await connectStaff(await ticketOf(await t.loginStaff()), [deposits, withdrawals, inquiries]);
    const member = await t.login('member01');
    const asked = await t.call<{ cashIdx: number }>(
      '/api/cash/in',
      { depositor: '홍길동', amount: 30_000 },
      { token: member },
    );
    expect(asked.resultCode).toBe('200');
    expect(await staff.next('deposit')).toMatchObject({ kind: 'deposit', id: asked.data.cashIdx });
    const inquiry = await t.call<{ boardIdx: number }>(
      '/api/board/qna/save',
      { actionKind: 'upload', qnaType: 'deposit', title: '입금 확인', content: '확인 부탁드립니다' },
      { token: member },
    );
    expect(await staff.next('inquiry')).toMatchObject({ kind: 'inquiry', id: inquiry.data.boardIdx });
    expect(Object.keys(staff.alerts[0]!).sort()).toEqual(['at', 'id', 'kind']);
    await staff.stop();
  });

  it('a withdrawal manager hears a new withdrawal request, and may not subscribe to deposits', async () => {
    await setOptions(t, { withdrawRollingBp: 0 });
    const ticket = await ticketOf(await addStaff(t, 'payout1', 'withdrawal'));
    const probe = await connectStaff(ticket, [withdrawals]);
    const asked = await t.call<{ cashIdx: number }>(
      '/api/cash/out',
      { amount: 20_000, withdrawPassword: '1234' },
      { token: await t.login('member02') },
    );
    expect(asked.resultCode).toBe('200');
    expect(await probe.next('withdrawal')).toMatchObject({ kind: 'withdrawal', id: asked.data.cashIdx });
    await probe.stop();
    await expect(connectStaff(ticket, [deposits])).rejects.toThrow('U029');
  });

  it("staff hear a head office partner's money request; a lower partner's request goes to its parent only", async () => {
    const staff = await connectStaff(await ticketOf(await t.loginStaff()), [partners]);
    const ask = async (memId: string) =>
      (
        await t.call<{ id: number }>(
          '/api/partner/moneyRequests/create',
          { data: { kind: 'request', amount: 5_000 } },
          { token: await t.loginOffice(memId) },
        )
      ).data.id;
    const lower = await ask('ptn03');
    const head = await ask('ptn01');
    expect(await staff.next('moneyRequest')).toMatchObject({ kind: 'moneyRequest', id: head });
    expect(staff.alerts.map((a) => a.id)).not.toContain(lower);
    await staff.stop();
  });

  it('staff hear a correction waiting for a second staff member, and a bank notice no request fits', async () => {
    const members = staffTopic(DEMO.siteId, OfficeArea.Members);
    const staff = await connectStaff(await ticketOf(await t.loginStaff()), [members, deposits]);
    const asked = await t.call<{ id: number; status: string }>(
      '/api/admin/corrections/create',
      {
        data: { memId: 'member03', asset: 'cash', direction: 'credit', amount: 5_000_000, reason: 'other', memo: 'x' },
      },
      { token: await t.loginStaff(DEMO.secondStaff) },
    );
    expect(asked.data.status).toBe('pending');
    expect(await staff.next('correction')).toMatchObject({ kind: 'correction', id: asked.data.id });
    const body = JSON.stringify({
      bankRef: 'ALERT-1',
      depositor: '아무개',
      amount: 12_000,
      paidAt: t.app.deps.clock.now().toISOString(),
    });
    const timestamp = String(Math.floor(t.app.deps.clock.now().getTime() / 1000));
    const res = await t.app.inject({
      method: 'POST',
      url: `/hooks/bank/${DEMO.siteId}`,
      payload: body,
      headers: {
        'content-type': 'application/json',
        'x-bank-timestamp': timestamp,
        'x-bank-signature': createHmac('sha256', DEMO.bankHookSecret).update(`${timestamp}.${body}`).digest('hex'),
      },
    });
    const notice = res.json() as { data: { id: number; status: string } };
    expect(notice.data.status).toBe('waiting');
    expect(await staff.next('bankNotice')).toMatchObject({ kind: 'bankNotice', id: notice.data.id });
    await staff.stop();
  });

  it('a member socket, or a partner in its member session, cannot subscribe to a staff topic', async () => {
    for (const memId of ['member02', 'ptn05']) {
      const who = await loginPush(t.call, memId);
      const error = await expectStompError(base, who, (c) => c.subscribe(deposits, () => undefined));
      expect(error.headers.message).toBe('U029');
    }
    // a member session's own push still works beside it
    const probe = await connectPush(base, await loginPush(t.call, 'member03'));
    await probe.stop();
  });

  it("a partner's office session has no push, and tickets cannot be forged, reused past their minute or asked by a partner", async () => {
    const partnerOffice = await t.loginOffice('ptn04');
    expect((await t.call('/api/admin/pushTicket', {}, { token: partnerOffice })).resultCode).toBe('E006');
    const fake = { token: partnerOffice, push: { channelId: 'x', key: 'y' } };
    expect((await expectStompError(base, fake, () => undefined)).headers.message).toBe('E006');
    const ticket = await ticketOf(await t.loginStaff());
    const [sid, exp] = ticket.split('.');
    for (const bad of [`${sid}.${exp}.AAAA`, `${sid}.${Number(exp) + 1}.${ticket.split('.')[2]}`, 'nonsense']) {
      await expect(connectStaff(bad, [deposits])).rejects.toThrow('E006');
    }
    const clock = t.app.deps.clock as ReturnType<typeof testClock>;
    const now = clock.now().toISOString();
    clock.set(new Date(Date.parse(now) + 61_000).toISOString());
    await expect(connectStaff(ticket, [deposits])).rejects.toThrow('E006');
    clock.set(now);
  });

  it("a staff logout closes that session's alert socket", async () => {
    const office = await t.loginStaff();
    const probe = await connectStaff(await ticketOf(office), [deposits]);
    expect((await t.call('/api/office/logout', {}, { token: office })).resultCode).toBe('200');
    await probe.closed;
  });
});
