import Fastify, { type FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/testApp';
import { memberIdOf } from '../../support/moneyFixtures';
import { setSiteOptions } from '../../support/identityFixtures';
import { DEMO } from '../../../src/server/db/seed/demoSeed';
import type { ProductEntry } from '../../../src/shared/api/common';

/**
 * Vendor games (docs/domains/vendors.md): the catalogue (§3, §9), launches (§4, §7, §8) through the
 * `valkyrie` adapter against a stand-in for Valkyrie's operator API
 * (provider/docs/operator_api.yml: POST /{provider}/gamelaunch), and the office's vendors and
 * games.
 */
let t: TestApp;
let valkyrie: FastifyInstance;
let launches: {
  provider: string;
  token: string | undefined;
  auth: string | undefined;
  body: Record<string, unknown>;
}[] = [];
let token: string;
let staff: string;

beforeAll(async () => {
  valkyrie = Fastify();
  valkyrie.post('/:provider/gamelaunch', async (req, reply) => {
    const { provider } = req.params as { provider: string };
    const body = req.body as Record<string, unknown>;
    launches.push({ provider, token: req.headers['x-player-token'] as string, auth: req.headers.authorization, body });
    if (provider === 'refusing') return reply.code(400).send('Bad game launch call');
    return {
      gameUrl: `https://games.example/${provider}/${String(body.providerGameId)}?sid=${String(req.headers['x-player-token'])}`,
    };
  });
  await valkyrie.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(valkyrie.server.address() as AddressInfo).port}`;
  t = await createTestApp({ env: { VALKYRIE_URL: url, PUBLIC_URL: 'http://127.0.0.1:9' } });
  token = await t.login('member02');
  staff = await t.loginStaff();
}, 300_000);
afterAll(async () => {
  await t.close();
  await valkyrie.close();
});

const launch = (path: string, body: Record<string, unknown>) => t.call<{ gameUrl: string }>(path, body, { token });
const configure = (id: string, data: Record<string, unknown>) =>
  t.call('/api/admin/vendors/update', { id, data }, { token: staff });

describe('catalogue', () => {
  it('hides the vendors with no adapter from members unless the site shows them "in preparation"', async () => {
    const list = async (groupCode?: string) =>
      (await t.call<ProductEntry[]>('/api/common/productList', groupCode ? { groupCode } : {})).data;
    const hidden = await list();
    expect(hidden.every((p) => p.playable || p.groupCode === 'minigame' || p.procId === 300)).toBe(true);
    expect(hidden.find((p) => p.procId === 234)).toMatchObject({ name: 'Demo Slots', playable: true });
    // the house's own games need no adapter: every minigame and the house sportsbook stay
    expect(hidden.filter((p) => p.groupCode === 'minigame').length).toBeGreaterThan(5);
    expect(hidden.filter((p) => p.groupCode === 'sports').map((p) => p.procId)).toEqual([300]);
    expect((await list('slot')).some((p) => p.procId === 201)).toBe(false);

    await setSiteOptions(t, { showPreparingVendors: 'Y' });
    const slot = await list('slot');
    expect(slot.find((p) => p.procId === 201)).toMatchObject({ name: 'KPlay', playable: false });
    expect(slot.find((p) => p.procId === 234)).toMatchObject({ name: 'Demo Slots', playable: true });
    const esport = await t.call<ProductEntry[]>('/api/common/productList', { groupCode: 'esport' });
    expect(esport.data).toEqual([expect.objectContaining({ procId: 101, playable: true })]);
  });

  it('answers a vendor game list (default slot vendor 201), leaves out disabled games and the excluded code 13', async () => {
    const list = await t.call<{ gameList: { code: string; type: string }[]; vendorKey: number }>(
      '/api/game/gamelist',
      {},
    );
    expect(list.data.vendorKey).toBe(201);
    expect(list.data.gameList).toHaveLength(8);
    await t.app.deps.db
      .insertInto('games')
      .values({ group_code: 'slot', proc_id: 234, code: '13', name_kor: '제외', name_eng: 'Excluded' })
      .execute();
    const demo = await t.call<{ gameList: { code: string; type: string; name_KOR: string; thumbnail: string }[] }>(
      '/api/game/gamelist',
      { vendorKey: 234, gameType: 'slot' },
    );
    expect(demo.data.gameList.map((g) => g.code)).toEqual([
      'demo-slot-5x3',
      'demo-slot-dragon',
      'demo-slot-fruit',
      'demo-slot-pharaoh',
    ]);
    expect(demo.data.gameList[0]).toEqual({
      code: 'demo-slot-5x3',
      // the provider's own title, as its game page shows it, in every language
      name_KOR: '럭키 세븐 5x3',
      name_ENG: 'Lucky Sevens 5x3',
      names: { cn: '幸运七 5x3', jp: 'ラッキーセブン 5x3', th: 'ลัคกี้เซเว่น 5x3', vn: 'Số 7 May Mắn 5x3' },
      thumbnail: '/vendor/demo/assets/demo-slot-5x3.svg',
      type: 'slot',
    });
    expect((await t.call('/api/game/gamelist', { vendorKey: 9999 })).resultCode).toBe('G008');
    expect((await t.call('/api/game/gamelist', { vendorKey: 201, gameType: 'lottery' })).resultCode).toBe('G006');
  });
});

describe('launch through Valkyrie', () => {
  it('opens a PAM session, calls gamelaunch as operator_api.yml says, and answers the address', async () => {
    await configure('casino:101', { adapterKind: 'valkyrie', settings: { baseUrl: '', provider: 'evolution' } });
    launches = [];
    const res = await launch('/api/game/getGame/casino', {
      gameGroup: 'casino',
      vendorKey: 101,
      isMobile: 0,
      lang: 'en',
    });
    expect(res.resultCode).toBe('200');
    expect(launches).toHaveLength(1);
    const sent = launches[0]!;
    expect(sent.provider).toBe('evolution');
    expect(sent.auth).toBe('Bearer demo-provider-key');
    expect(sent.token).toMatch(/^[0-9a-f]{40}$/);
    expect(sent.body).toMatchObject({
      casino: DEMO.siteId,
      currency: 'KRW',
      country: 'KR',
      providerGameId: '',
      language: 'en',
      playerId: String(await memberIdOf(t, 'member02')),
    });
    expect(res.data.gameUrl).toBe(`https://games.example/evolution/?sid=${sent.token}`);
    // The token is a live PAM session of this member and provider.
    const pam = await t.app.inject({
      method: 'GET',
      url: '/pam/players/session',
      query: { provider: 'evolution' },
      headers: { authorization: 'Bearer demo-pam-token', 'x-player-token': sent.token!, 'x-correlation-id': 'x' },
    });
    expect(pam.json()).toMatchObject({ status: 'OK', session: { playerId: sent.body.playerId, currency: 'KRW' } });
  });

  it("speaks Valkyrie's own names: gamelaunch under the provider's base_path, PAM calls under its name (Red Tiger)", async () => {
    await configure('casino:101', {
      adapterKind: 'valkyrie',
      settings: { baseUrl: '', provider: 'Red Tiger', launchPath: '/redtiger/' },
    });
    launches = [];
    expect(
      (await launch('/api/game/getGame/casino', { gameGroup: 'casino', vendorKey: 101, isMobile: 0, lang: 'en' }))
        .resultCode,
    ).toBe('200');
    expect(launches.map((l) => l.provider)).toEqual(['redtiger']);
    const pam = (provider: string) =>
      t.app.inject({
        method: 'GET',
        url: '/pam/players/session',
        query: { provider },
        headers: {
          authorization: 'Bearer demo-pam-token',
          'x-player-token': launches[0]!.token!,
          'x-correlation-id': 'x',
        },
      });
    expect((await pam('Red Tiger')).json()).toMatchObject({ status: 'OK' });
    expect((await pam('redtiger')).json()).toMatchObject({
      status: 'ERROR',
      error: { code: 'PAM_ERR_SESSION_NOT_FOUND' },
    });
    await configure('casino:101', {
      adapterKind: 'valkyrie',
      settings: { baseUrl: '', provider: 'evolution', launchPath: '' },
    });
  });

  it('answers the generic launch with gameUrl and gameurl', async () => {
    const res = await t.call<{ gameUrl: string; gameurl: string }>(
      '/api/game/getGame',
      { vendorKey: 101, gameType: 'casino' },
      { token },
    );
    expect(res.data.gameurl).toBe(res.data.gameUrl);
  });

  it('refuses: G001 no vendor, G006 a group the call does not open or an unknown game, G008 unknown, G007 in preparation, G003/G002 the adapter said no, G9999 no answer', async () => {
    expect((await launch('/api/game/getGame/casino', { isMobile: 0 })).resultCode).toBe('G001');
    expect((await launch('/api/game/getGame/casino', { gameGroup: 'slot', vendorKey: 201 })).resultCode).toBe('G006');
    expect((await launch('/api/game/getGame/slot', { vendorKey: 234, gameKey: 'no-such-game' })).resultCode).toBe(
      'G006',
    );
    expect((await launch('/api/game/getGame/slot', { vendorKey: 9999, gameKey: 'x' })).resultCode).toBe('G008');
    expect((await launch('/api/game/getGame/slot', { vendorKey: 202, gameKey: '202-1' })).resultCode).toBe('G007');
    await configure('casino:102', { adapterKind: 'valkyrie', settings: { baseUrl: '', provider: 'refusing' } });
    expect((await launch('/api/game/getGame/casino', { vendorKey: 102 })).resultCode).toBe('G003');
    await configure('slot:203', { adapterKind: 'valkyrie', settings: { baseUrl: '', provider: 'refusing' } });
    expect((await launch('/api/game/getGame/slot', { vendorKey: 203, gameKey: '203-1' })).resultCode).toBe('G002');
    // The demo vendors point at this server's /vendor/demo (PUBLIC_URL here answers nothing).
    expect((await launch('/api/game/getGame/slot', { vendorKey: 234, gameKey: 'demo-slot-5x3' })).resultCode).toBe(
      'G9999',
    );
  });

  it('refuses a member whose casino flag is closed (B1001), a vendor under maintenance (S004), and a guest (E006)', async () => {
    const id = await memberIdOf(t, 'member02');
    await t.call('/api/admin/members/update', { id, data: { casinoOpen: false } }, { token: staff });
    expect((await launch('/api/game/getGame/casino', { vendorKey: 101 })).resultCode).toBe('B1001');
    await t.call('/api/admin/members/update', { id, data: { casinoOpen: true } }, { token: staff });
    const on = await t.call<{ maintenance: boolean }>(
      '/api/admin/vendors/maintenance',
      { id: 'casino:101', on: true },
      { token: staff },
    );
    expect(on.data.maintenance).toBe(true);
    expect((await launch('/api/game/getGame/casino', { vendorKey: 101 })).resultCode).toBe('S004');
    const checks = await t.call<{ type: string; gameCode: string }[]>('/api/common/siteCheckInfo');
    expect(checks.data).toContainEqual(expect.objectContaining({ type: 'game', gameCode: 'casino:101' }));
    await t.call('/api/admin/vendors/maintenance', { id: 'casino:101', on: false }, { token: staff });
    expect((await launch('/api/game/getGame/casino', { vendorKey: 101 })).resultCode).toBe('200');
    expect((await t.call('/api/game/getGame/casino', { vendorKey: 101 })).resultCode).toBe('E006');
  });

  it('closes an open window when its vendor goes into maintenance (TK999 at the next poll)', async () => {
    await launch('/api/game/getGame/casino', { vendorKey: 101 });
    expect((await t.call('/api/game/keepAlive', {}, { token })).data).toEqual({ open: true });
    await t.call('/api/admin/vendors/maintenance', { id: 'casino:101', on: true }, { token: staff });
    // Staff wrote the mark: this node hears of it by the database's notice (PostgreSQL: a moment later).
    await expect.poll(async () => (await t.call('/api/cash/getUserCash', {}, { token })).resultCode).toBe('TK999');
    expect((await t.call('/api/cash/getUserCash', {}, { token })).resultCode).toBe('200');
    await t.call('/api/admin/vendors/maintenance', { id: 'casino:101', on: false }, { token: staff });
  });
});

describe('office vendors and games', () => {
  it('lists vendors with adapter and game counts, hides a stored api key, orders and disables games', async () => {
    await configure('slot:201', {
      adapterKind: 'valkyrie',
      settings: { baseUrl: 'https://valkyrie.example', provider: 'kplay', apiKey: 'secret-key' },
      ord: 5,
    });
    const list = await t.call<{
      list: { id: string; settings: { apiKey?: string }; games: number; adapterKind: string }[];
      total: number;
    }>('/api/admin/vendors/list', { filter: { groupCode: 'slot' }, perPage: 100 }, { token: staff });
    const kplay = list.data.list.find((v) => v.id === 'slot:201')!;
    expect(kplay).toMatchObject({
      adapterKind: 'valkyrie',
      games: 8,
      settings: { provider: 'kplay', apiKey: '********' },
    });
    const stored = await t.app.deps.db
      .selectFrom('site_vendors')
      .select('settings')
      .where('proc_id', '=', 201)
      .where('group_code', '=', 'slot')
      .executeTakeFirstOrThrow();
    expect(stored.settings.apiKey).toBe('secret-key');
    await t.call(
      '/api/admin/games/update',
      { id: 'slot:201:201-1', data: { enabled: false, ord: 99 } },
      { token: staff },
    );
    const games = await t.call<{ gameList: { code: string }[] }>('/api/game/gamelist', { vendorKey: 201 });
    expect(games.data.gameList.map((g) => g.code)).not.toContain('201-1');
    const officeGames = await t.call<{ total: number }>(
      '/api/admin/games/list',
      { filter: { vendorId: 'slot:201' } },
      { token: staff },
    );
    expect(officeGames.data.total).toBe(8);
    // Disabling a vendor takes it off the member lists.
    await configure('slot:202', { enabled: false });
    expect(
      (await t.call<ProductEntry[]>('/api/common/productList', { groupCode: 'slot' })).data.some(
        (p) => p.procId === 202,
      ),
    ).toBe(false);
  });

  it('refuses a member token (E006: no office session) and a guest (E006)', async () => {
    expect((await t.call('/api/admin/vendors/list', {}, { token })).resultCode).toBe('E006');
    expect((await t.call('/api/admin/vendors/list', {})).resultCode).toBe('E006');
  });
});
