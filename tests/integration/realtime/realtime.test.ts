import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import SockJS from 'sockjs-client';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { createRequire } from 'node:module';
import { createTestApp, listenLocal, type TestApp } from '../../support/testApp';
import { DEMO } from '../../../src/server/db/seed/demoSeed';
import { memberTopic, noticeTopic, powerballTopic, PushCmd, WS_PATH } from '../../../src/shared/api/realtime';
import { sportsTopic } from '../../../src/shared/api/sports';
import { createFrameReader, serializeFrame, type StompFrame } from '../../../src/server/modules/realtime/stompFrame';
import { connectPush, expectStompError, loginPush } from '../../support/realtimeClient';

let t: TestApp;
let base: string;
const [m1, m2, m3] = DEMO.members as readonly string[];
const memberId = async (memId: string) =>
  Number(
    (
      await t.database.db
        .selectFrom('members')
        .select('id')
        .where('site_id', '=', DEMO.siteId)
        .where('mem_id', '=', memId)
        .executeTakeFirstOrThrow()
    ).id,
  );

beforeAll(async () => {
  t = await createTestApp();
  base = await listenLocal(t);
});
afterAll(async () => {
  await t.close();
});

describe('push over STOMP/SockJS (§4 socket commands)', () => {
  it('sends CASH, MSG and LOCK_BET_YN to the member concerned and to no one else', async () => {
    const [a, b] = [await loginPush(t.call, m1!), await loginPush(t.call, m2!)];
    const [pa, pb] = [await connectPush(base, a), await connectPush(base, b)];
    const [ida, idb] = [await memberId(m1!), await memberId(m2!)];

    t.app.deps.bus.publish({ type: 'cash', memberId: ida, cash: 150_000, point: 3_200 });
    t.app.deps.bus.publish({ type: 'msg', memberId: ida, unread: 4 });
    t.app.deps.bus.publish({ type: 'lockBet', memberId: ida, canBet: false, locked: true });
    // A later push to b: once b has it, anything meant for a would have reached b already.
    t.app.deps.bus.publish({ type: 'cash', memberId: idb, cash: 7, point: 8 });

    expect(await pa.next((c) => c.cmd === PushCmd.Cash)).toEqual({ cmd: 'CASH', data1: '150000', data2: '3200' });
    expect(await pa.next((c) => c.cmd === PushCmd.Msg)).toEqual({ cmd: 'MSG', data1: '4', data2: '' });
    expect(await pa.next((c) => c.cmd === PushCmd.LockBet)).toEqual({ cmd: 'LOCK_BET_YN', data1: 'Y', data2: 'N' });
    await pb.next((c) => c.cmd === PushCmd.Cash);
    expect(pb.commands).toEqual([{ cmd: 'CASH', data1: '7', data2: '8' }]);
    expect(pa.commands).toHaveLength(3);
    await Promise.all([pa.stop(), pb.stop()]);
  });

  it('sends INSPECT to every socket of the site, and none of another site', async () => {
    const [a, b] = [await loginPush(t.call, m1!), await loginPush(t.call, m3!)];
    const [pa, pb] = [await connectPush(base, a), await connectPush(base, b)];
    t.app.deps.bus.publish({ type: 'inspect', siteId: 'elsewhere', on: true });
    t.app.deps.bus.publish({ type: 'inspect', siteId: DEMO.siteId, on: false });
    for (const p of [pa, pb]) {
      await p.next((c) => c.cmd === PushCmd.Inspect);
      expect(p.commands).toEqual([{ cmd: 'INSPECT', data1: 'N', data2: '' }]);
    }
    await Promise.all([pa.stop(), pb.stop()]);
  });

  it('publishes public topics as plain JSON to their subscribers only', async () => {
    const a = await loginPush(t.call, m2!);
    const pa = await connectPush(base, a);
    const heard: string[] = [];
    await Promise.all([
      pa.subscribe(powerballTopic('pwball'), (body) => heard.push(`pb:${body}`)),
      pa.subscribe(noticeTopic(DEMO.siteId), (body) => heard.push(`notice:${body}`)),
      pa.subscribe(sportsTopic(DEMO.siteId), (body) => heard.push(`sports:${body}`)),
    ]);
    t.app.deps.bus.publish({ type: 'topic', topic: powerballTopic('dhball'), body: { round: 1 } });
    t.app.deps.bus.publish({ type: 'topic', topic: powerballTopic('pwball'), body: { round: 2 } });
    t.app.deps.bus.publish({ type: 'topic', topic: noticeTopic(DEMO.siteId), body: { title: '점검' } });
    t.app.deps.bus.publish({ type: 'topic', topic: sportsTopic(DEMO.siteId), body: { event: 'odds' } });
    await expect.poll(() => heard).toEqual(['pb:{"round":2}', 'notice:{"title":"점검"}', 'sports:{"event":"odds"}']);
    await pa.stop();
  });

  it("refuses a subscription to another member's channel with an ERROR frame and closes", async () => {
    const [a, b] = [await loginPush(t.call, m1!), await loginPush(t.call, m2!)];
    const frame = await expectStompError(base, a, (client) =>
      client.subscribe(memberTopic(b.push.channelId), () => undefined),
    );
    expect(frame.headers.message).toBe('U029');
  });

  it("refuses another site's notices, any other topic and SEND", async () => {
    const a = await loginPush(t.call, m1!);
    for (const destination of [noticeTopic('elsewhere'), sportsTopic('elsewhere'), '/topic/admin', '/queue/x']) {
      const frame = await expectStompError(base, a, (client) => client.subscribe(destination, () => undefined));
      expect(frame.headers.message).toBe('U029');
    }
    const frame = await expectStompError(base, a, (client) =>
      client.publish({ destination: memberTopic(a.push.channelId), body: 'x' }),
    );
    expect(frame.headers.message).toBe('U029');
  });

  it('refuses CONNECT without a token, with a wrong site key or a forged token', async () => {
    const a = await loginPush(t.call, m1!);
    const cases: Array<[Record<string, string>, string]> = [
      [{ token: '' }, 'E006'],
      [{ authorization: 'wrong' }, 'U030'],
      [{ token: `${a.token}x` }, 'E006'],
    ];
    for (const [headers, code] of cases) {
      const frame = await expectStompError(base, a, () => undefined, headers);
      expect(frame.headers.message).toBe(code);
    }
  });

  it('tells a replaced session LOGOUT and closes it; its token is then refused with U017', async () => {
    const first = await loginPush(t.call, m3!);
    const probe = await connectPush(base, first);
    const second = await loginPush(t.call, m3!);
    expect(await probe.next((c) => c.cmd === PushCmd.Logout)).toEqual({ cmd: 'LOGOUT', data1: 'replaced', data2: '' });
    await probe.closed;

    const frame = await expectStompError(base, first, () => undefined);
    expect(frame.headers.message).toBe('U017');
    const fresh = await connectPush(base, second);
    await fresh.stop();
  });

  it('tells a session that logs out LOGOUT, and no other session of anyone', async () => {
    const [a, b] = [await loginPush(t.call, m1!), await loginPush(t.call, m2!)];
    const [pa, pb] = [await connectPush(base, a), await connectPush(base, b)];
    await t.call('/api/member/logout', {}, { token: a.token } as Record<string, string>);
    expect(await pa.next((c) => c.cmd === PushCmd.Logout)).toEqual({ cmd: 'LOGOUT', data1: 'logout', data2: '' });
    await pa.closed;
    t.app.deps.bus.publish({ type: 'msg', memberId: await memberId(m2!), unread: 1 });
    await pb.next((c) => c.cmd === PushCmd.Msg);
    expect(pb.commands.map((c) => c.cmd)).toEqual(['MSG']);
    await pb.stop();
  });
});

describe('STOMP 1.2 details, with a raw SockJS socket and our own frame codec', () => {
  const rawSession = (frames: StompFrame[]) =>
    new Promise<{ heard: StompFrame[]; closed: boolean }>((resolve) => {
      const heard: StompFrame[] = [];
      const sock = new SockJS(`${base}${WS_PATH}`);
      const reader = createFrameReader((f) => heard.push(f));
      sock.onopen = () => sock.send(frames.map(serializeFrame).join(''));
      sock.onmessage = (e) => reader.push(String(e.data));
      const finish = (closed: boolean) => resolve({ heard, closed });
      sock.onclose = () => finish(true);
      setTimeout(() => {
        sock.close();
        finish(false);
      }, 1_500);
    });

  it('negotiates heart-beats, accepts frames pipelined behind CONNECT and answers receipts', async () => {
    const a = await loginPush(t.call, m2!);
    const { heard } = await rawSession([
      {
        command: 'STOMP',
        headers: {
          'accept-version': '1.2',
          host: 'demo',
          'heart-beat': '0,20000',
          siteId: DEMO.siteId,
          authorization: DEMO.siteKey,
          token: a.token,
        },
        body: '',
      },
      {
        command: 'SUBSCRIBE',
        headers: { id: 's1', destination: memberTopic(a.push.channelId), receipt: 'r1' },
        body: '',
      },
      { command: 'UNSUBSCRIBE', headers: { id: 's1', receipt: 'r2' }, body: '' },
      { command: 'DISCONNECT', headers: { receipt: 'bye' }, body: '' },
    ]);
    expect(heard.map((f) => f.command)).toEqual(['CONNECTED', 'RECEIPT', 'RECEIPT', 'RECEIPT']);
    expect(heard[0]!.headers).toMatchObject({ version: '1.2', 'heart-beat': '10000,10000' });
    expect(heard.slice(1).map((f) => f.headers['receipt-id'])).toEqual(['r1', 'r2', 'bye']);
  });

  it('answers a frame before CONNECT, or a client without STOMP 1.2, with ERROR and closes', async () => {
    const early = await rawSession([{ command: 'SUBSCRIBE', headers: { id: 's', destination: '/topic/x' }, body: '' }]);
    expect(early.heard.map((f) => [f.command, f.headers.message])).toEqual([['ERROR', 'E006']]);
    expect(early.closed).toBe(true);
    const old = await rawSession([{ command: 'CONNECT', headers: { 'accept-version': '1.0,1.1' }, body: '' }]);
    expect(old.heard.map((f) => [f.command, f.headers.message])).toEqual([['ERROR', 'E003']]);
  });
});

describe('the push endpoint serves only this site', () => {
  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { headers });
  /** A WebSocket handshake, answered 101 (upgraded) or refused with an HTTP status. */
  const handshake = (origin: string) =>
    new Promise<number>((resolve, reject) => {
      const url = new URL(`${base}${WS_PATH}/websocket`);
      const req = request({
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        headers: {
          connection: 'Upgrade',
          upgrade: 'websocket',
          origin,
          'sec-websocket-key': randomBytes(16).toString('base64'),
          'sec-websocket-version': '13',
        },
      });
      req.on('upgrade', (res, socket) => {
        socket.destroy();
        resolve(res.statusCode!);
      });
      req.on('response', (res) => resolve(res.statusCode!));
      req.on('error', reject);
      req.end();
    });

  it('serves the SockJS client itself, and an iframe page that loads it from here with no inline script', async () => {
    const client = await get(`${WS_PATH}/sockjs.min.js`);
    expect(client.status).toBe(200);
    expect(client.headers.get('content-type')).toMatch(/javascript/);
    expect(await client.text()).toBe(
      readFileSync(createRequire(import.meta.url).resolve('sockjs-client/dist/sockjs.min.js'), 'utf8'),
    );
    const page = await get(`${WS_PATH}/iframe.html`);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).not.toMatch(/https?:\/\//);
    expect(html).toContain(`<script src="${WS_PATH}/sockjs.min.js"></script>`);
    for (const [, body] of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)) expect(body).toBe('');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(await (await get(`${WS_PATH}/iframe-bootstrap.js`)).text()).toContain('SockJS.bootstrap_iframe()');
  });

  it("accepts this site's own origin and refuses any other, for the socket and for every transport", async () => {
    const own = base.replace('http://', '');
    expect((await get(`${WS_PATH}/info`, { origin: `http://${own}` })).status).toBe(200);
    expect((await get(`${WS_PATH}/info`)).status).toBe(200);
    const foreign = await get(`${WS_PATH}/info`, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    expect(
      (
        await fetch(`${base}${WS_PATH}/000/abcdefgh/xhr_streaming`, {
          method: 'POST',
          headers: { origin: 'https://evil.example' },
        })
      ).status,
    ).toBe(403);
    expect(await handshake('https://evil.example')).toBe(403);
    expect(await handshake(`http://${own}`)).toBe(101);
  });

  it('offers no JSONP or htmlfile transport, and every answer forbids sniffing and framing', async () => {
    expect((await get(`${WS_PATH}/000/abcdefgh/jsonp?c=x`)).status).toBe(404);
    expect((await get(`${WS_PATH}/000/abcdefgh/htmlfile?c=x`)).status).toBe(404);
    const info = await get(`${WS_PATH}/info`);
    expect(info.headers.get('x-content-type-options')).toBe('nosniff');
    expect(info.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});
