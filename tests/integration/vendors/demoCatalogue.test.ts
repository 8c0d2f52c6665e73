import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verify } from '../../../src/server/modules/ledger/verify';
import { DEMO_GAMES, kindOf, type DemoGameId, type DemoGameKind } from '../../../src/vendorDemo/rules/games';
import { ESPORTS_BETS } from '../../../src/vendorDemo/rules/esportsMatch';
import { FISH, fishBetCode, FISHING_STAKES } from '../../../src/vendorDemo/rules/fishing';
import type { GameListResponse } from '../../../src/shared/api/games';
import type { ProductEntry } from '../../../src/shared/api/common';
import type { z } from 'zod';
import { createPlayingApp, type PlayingApp } from '../../support/demoProviderPlay';

/**
 * The demo provider's catalogue as a member browses it (docs/domains/vendors.md#the-built-in-demo-provider):
 * several themes of every kind, each with the provider's art and its own thumbnail, named in the
 * six languages; and every game listed launches through the member's launch call and settles a
 * round through the provider's wallet calls.
 */
let t: PlayingApp;
let member: string;
beforeAll(async () => {
  t = await createPlayingApp();
  member = await t.login('member03');
}, 300_000);
afterAll(async () => t.close());

const GROUPS = ['slot', 'casino', 'virtual', 'esport', 'fishing'] as const;
/** The demo vendors of each group (src/server/modules/vendors/demoSeed.ts). */
const DEMO_VENDORS: Record<(typeof GROUPS)[number], number[]> = {
  slot: [234, 233],
  casino: [120],
  virtual: [103],
  esport: [101],
  fishing: [1001],
};
/** One valid bet of each kind's rules. */
const BET: Record<DemoGameKind, { code: string; amount: number }> = {
  'demo-slot-5x3': { code: 'SPIN', amount: 1000 },
  'demo-baccarat': { code: 'BANKER', amount: 1000 },
  'demo-virtual-race': { code: 'RUNNER_1', amount: 1000 },
  'demo-esports-match': { code: ESPORTS_BETS[0]!, amount: 1000 },
  'demo-fishing': { code: fishBetCode(FISH[0]!.kind), amount: FISHING_STAKES[0] },
};

type Listed = z.input<typeof GameListResponse>['gameList'][number] & { vendorKey: number; group: string };

async function listedGames(): Promise<Listed[]> {
  const games: Listed[] = [];
  for (const group of GROUPS) {
    const vendors = await t.call<ProductEntry[]>('/api/common/productList', { groupCode: group });
    for (const v of vendors.data.filter((p) => p.playable && DEMO_VENDORS[group].includes(p.procId))) {
      const list = await t.call<z.input<typeof GameListResponse>>('/api/game/gamelist', {
        vendorKey: v.procId,
        gameType: group,
      });
      games.push(...list.data.gameList.map((g) => ({ ...g, vendorKey: v.procId, group })));
    }
  }
  return games;
}

describe('the demo catalogue', () => {
  it('offers several themes of slots, tables, virtual races, e-sports and fishing, with art and six names', async () => {
    const games = await listedGames();
    const count = (group: string) => new Set(games.filter((g) => g.group === group).map((g) => g.code)).size;
    expect(count('slot')).toBeGreaterThanOrEqual(4);
    expect(count('casino')).toBeGreaterThanOrEqual(3);
    for (const group of ['virtual', 'esport', 'fishing']) expect(count(group)).toBeGreaterThanOrEqual(2);
    for (const g of games) {
      expect(g.thumbnail).toBe(`/vendor/demo/assets/${g.code}.svg`);
      const art = await t.app.inject({ method: 'GET', url: g.thumbnail });
      expect(art.statusCode, g.code).toBe(200);
      expect(art.headers['content-type']).toContain('image/svg+xml');
      expect(Object.keys(g.names ?? {}).sort()).toEqual(['cn', 'jp', 'th', 'vn']);
      expect(g.name_KOR).toMatch(/[\uac00-\ud7af]/);
    }
    // each demo vendor's tile carries the provider's own art
    for (const group of GROUPS) {
      const vendors = await t.call<ProductEntry[]>('/api/common/productList', { groupCode: group });
      const demo = vendors.data.filter((p) => DEMO_VENDORS[group].includes(p.procId));
      expect(demo).toHaveLength(DEMO_VENDORS[group].length);
      for (const v of demo) {
        expect(v.image, v.name).toMatch(/^\/vendor\/demo\/assets\/provider-[a-z]+\.svg$/);
        expect((await t.app.inject({ method: 'GET', url: v.image })).statusCode).toBe(200);
      }
    }
    // the art is the project's own files, committed beside the provider
    for (const g of DEMO_GAMES) expect(existsSync(`src/vendorDemo/server/assets/${g.gameId}.svg`)).toBe(true);
  });

  it('launches every listed game and settles a round of it through the wallet', async () => {
    // the transfer-wallet game last: launching it moves the member's cash into its wallet
    const games = (await listedGames()).sort((a, b) => Number(a.vendorKey === 233) - Number(b.vendorKey === 233));
    expect(games.length).toBeGreaterThanOrEqual(13);
    for (const g of games) {
      const token = await t.launch(member, '/api/game/getGame', {
        vendorKey: g.vendorKey,
        gameType: g.group,
        gameKey: g.code,
        lang: 'th',
      });
      const before = await t.cash('member03');
      const bet = BET[kindOf(g.code as DemoGameId)];
      const round = await t.page<{ roundId: string; stake: number; payout: number; balance: number | null }>(
        token,
        'round',
        { gameId: g.code, bets: [bet] },
      );
      expect(round.status, `${g.code} ${JSON.stringify(round.body)}`).toBe(200);
      expect(round.body.stake).toBe(bet.amount);
      // a seamless game answers the member's own cash (a transfer wallet's is the money moved into it)
      if (g.vendorKey !== 233) expect(round.body.balance).toBe(before - bet.amount + round.body.payout);
      const row = await t.app.deps.db
        .selectFrom('demo_rounds')
        .select(['status', 'game_id'])
        .where('round_id', '=', round.body.roundId)
        .executeTakeFirst();
      expect(row, g.code).toMatchObject({ game_id: g.code, status: 'SETTLED' });
    }
    // the rounds in the member's bet list, each under its game's name in the reader's language
    const slots = await t.call<{ list: { gameName: string }[] }>(
      '/api/bet/betlist',
      { gameType: 'slot' },
      { token: member, 'accept-language': 'th' },
    );
    expect(slots.data.list.map((b) => b.gameName)).toContain('มังกรนำโชค');
    expect(await verify(t.app.deps.db)).toEqual({ ok: true, violations: [] });
  }, 240_000);
});
