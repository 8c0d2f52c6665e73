import { createServer, type Server } from 'node:http';
import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../support/testApp';
import { testClock } from '../../support/moneyFixtures';
import { board, feedDoc } from '../../support/sportsSupport';
import { fileSource, httpSource } from '../../../src/server/modules/sports/feed/sources';
import { demoDocument } from '../../../src/server/modules/sports/feed/demoFeed';
import { applyFeed } from '../../../src/server/modules/sports/feed/apply';
import { verify } from '../../../src/server/modules/ledger/verify';
import { DEMO } from '../../../src/server/db/seed/demoSeed';
import { SPORT_KEYS } from '../../../src/shared/sports/sports';
import type { SportsResults } from '../../../src/shared/api/sports';

const clock = testClock('2026-11-21T03:00:00Z');
let t: TestApp;
let dir: string;

beforeAll(async () => {
  t = await createTestApp({ clock });
  dir = await mkdtemp(join(tmpdir(), 'sports-feed-'));
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

describe('feed sources', () => {
  it('reads a JSON file in the feed format again only when it changes', async () => {
    const path = join(dir, 'feed.json');
    await writeFile(path, JSON.stringify(feedDoc(['2026-11-21T05:00:00Z'])));
    const source = fileSource(path);
    const doc = await source.next(clock.now());
    expect(doc?.fixtures.map((f) => f.ref)).toEqual(['f1']);
    expect(await source.next(clock.now())).toBeNull();
    await writeFile(path, JSON.stringify(feedDoc(['2026-11-21T05:00:00Z', '2026-11-21T06:00:00Z'])));
    await utimes(path, new Date(), new Date(Date.now() + 5_000));
    const summary = await applyFeed(t.app.deps, DEMO.siteId, 'file', (await source.next(clock.now()))!);
    expect(summary).toMatchObject({ fixtures: 2, skipped: [] });
    expect((await board(t)).fixtures).toHaveLength(2);
  });

  it('polls an HTTP source with If-None-Match: a 304 applies nothing, a new ETag the new document', async () => {
    let version = 1;
    const seen: (string | undefined)[] = [];
    const server: Server = createServer((req, res) => {
      seen.push(req.headers['if-none-match']);
      const etag = `"v${version}"`;
      if (req.headers['if-none-match'] === etag) return void res.writeHead(304).end();
      res
        .writeHead(200, { 'content-type': 'application/json', etag })
        .end(JSON.stringify(feedDoc(['2026-11-21T05:00:00Z'], { home: 200 + version })));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as { port: number };
    try {
      const source = httpSource(`http://127.0.0.1:${port}/feed`);
      expect((await source.next(clock.now()))?.fixtures[0]!.markets[0]!.odds.home).toBe(201);
      expect(await source.next(clock.now())).toBeNull();
      version = 2;
      expect((await source.next(clock.now()))?.fixtures[0]!.markets[0]!.odds.home).toBe(202);
      expect(seen).toEqual([undefined, '"v1"', '"v1"']);
    } finally {
      await new Promise((r) => server.close(r));
    }
  });

  it('skips a fixture of an unknown league and a market its sport cannot have', async () => {
    const doc = feedDoc(['2026-11-21T05:00:00Z']);
    const summary = await applyFeed(t.app.deps, DEMO.siteId, 'file', {
      leagues: [],
      teams: [],
      fixtures: [
        {
          ...doc.fixtures![0]!,
          ref: 'x1',
          league: 'nowhere',
          state: 'open',
          result: null,
          markets: [],
          inPlay: false,
          live: null,
        },
        {
          ...doc.fixtures![0]!,
          ref: 'x2',
          state: 'open',
          result: null,
          markets: [{ type: '12', line: 100, state: 'open', odds: { home: 150 } }],
          inPlay: false,
          live: null,
        },
      ],
    });
    expect(summary.skipped).toEqual(['x1', 'x2:12']);
  });
});

describe('the demo feed', () => {
  const margins = () => 600;

  it('schedules the next three days in every sport with leagues and teams named in six languages', () => {
    const doc = demoDocument(clock.now(), margins);
    expect(new Set(doc.fixtures.map((f) => f.sport))).toEqual(new Set(SPORT_KEYS));
    const last = Math.max(...doc.fixtures.map((f) => Date.parse(f.startsAt)));
    expect(last - clock.now().getTime()).toBeGreaterThan(66 * 3_600_000);
    for (const n of [...doc.leagues, ...doc.teams].map((x) => x.names))
      expect(new Set(Object.values(n)).size).toBeGreaterThan(1);
    // The book's margin: the 1X2 prices overround by about the site's margin.
    const soccer = doc.fixtures.find((f) => f.sport === 'soccer' && Date.parse(f.startsAt) > clock.now().getTime())!;
    const odds = soccer.markets.find((m) => m.type === '1x2')!.odds;
    const book = Object.values(odds).reduce((s, o) => s + 100 / o!, 0);
    expect(book).toBeGreaterThan(1.04);
    expect(book).toBeLessThan(1.09);
  });

  it('is the same document on every node, moves odds over time and posts results after the match', async () => {
    expect(demoDocument(clock.now(), margins)).toEqual(demoDocument(clock.now(), margins));
    const later = demoDocument(new Date(clock.now().getTime() + 30 * 60_000), margins);
    expect(JSON.stringify(later.fixtures.map((f) => f.markets))).not.toEqual(
      JSON.stringify(demoDocument(clock.now(), margins).fixtures.map((f) => f.markets)),
    );
    await applyFeed(t.app.deps, DEMO.siteId, 'demo', demoDocument(clock.now(), margins));
    const member = await t.login('member01');
    const b = await board(t, { sport: 'basketball' });
    const m = b.fixtures[0]!.markets.find((x) => x.type === '12')!;
    expect(
      (
        await t.call(
          '/api/bet/betProc',
          {
            gameType: 'sports',
            legs: [{ marketId: m.marketId, pick: 'home', odds: m.odds.find((o) => o.pick === 'home')!.odds }],
            amount: 5_000,
          },
          { token: member },
        )
      ).resultCode,
    ).toBe('200');
    // Eleven hours later the first fixtures have ended: results posted (or postponed), slips settled.
    clock.set('2026-11-21T14:00:00Z');
    await applyFeed(t.app.deps, DEMO.siteId, 'demo', demoDocument(clock.now(), margins));
    const results = await t.call<SportsResults>('/api/sports/results', { sport: 'basketball', count_per_list: 100 });
    expect(results.data.list.length).toBeGreaterThan(0);
    expect(results.data.list.every((r) => r.state === 'settled' || r.state === 'postponed')).toBe(true);
    const open = await t.app.deps.db
      .selectFrom('bets')
      .select('id')
      .where('game_group', '=', 'sports')
      .where('status', '=', 'BET')
      .execute();
    expect(open).toEqual([]);
    expect((await verify(t.app.deps.db)).violations).toEqual([]);
  });
});
