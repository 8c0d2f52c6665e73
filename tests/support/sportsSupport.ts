import type { TestApp } from './testApp';
import { DEMO } from '../../src/server/db/seed/demoSeed';
import { applyFeed } from '../../src/server/modules/sports/feed/apply';
import { FeedDocument, type FeedDocumentInput } from '../../src/server/modules/sports/feed/format';
import type { SportsFixturesResponse, SportsMarket } from '../../src/shared/api/sports';
import type { LocalizedNames } from '../../src/shared/api/sports';

const six = (en: string): LocalizedNames => ({
  ko: `${en} 코`,
  en,
  th: `${en} ไทย`,
  cn: `${en} 中`,
  jp: `${en} 日`,
  vn: `${en} Việt`,
});

/**
 * A small feed document: one soccer league with four clubs and fixtures `f1`…`fN` at the given
 * kick-offs, each with 1X2, a quarter-line handicap, a total and both-teams-to-score.
 */
export function feedDoc(
  kickOffs: string[],
  odds: { home?: number; draw?: number; away?: number } = {},
): FeedDocumentInput {
  return {
    leagues: [{ ref: 'l1', sport: 'soccer', country: 'KR', names: six('League One') }],
    teams: ['a', 'b', 'c', 'd'].map((r) => ({
      ref: r,
      sport: 'soccer' as const,
      names: six(`Club ${r.toUpperCase()}`),
    })),
    fixtures: kickOffs.map((startsAt, i) => ({
      ref: `f${i + 1}`,
      sport: 'soccer' as const,
      league: 'l1',
      home: i % 2 ? 'c' : 'a',
      away: i % 2 ? 'd' : 'b',
      startsAt,
      markets: [
        { type: '1x2' as const, odds: { home: odds.home ?? 200, draw: odds.draw ?? 320, away: odds.away ?? 350 } },
        { type: 'handicap' as const, line: -25, odds: { home: 190, away: 190 } },
        { type: 'total' as const, line: 250, odds: { over: 185, under: 195 } },
        { type: 'btts' as const, odds: { yes: 170, no: 210 } },
      ],
    })),
  };
}

export const applyDoc = (t: TestApp, doc: FeedDocumentInput, source = 'file') =>
  applyFeed(t.app.deps, DEMO.siteId, source, FeedDocument.parse(doc));

export async function board(t: TestApp, body: Record<string, unknown> = {}): Promise<SportsFixturesResponse> {
  const res = await t.call<SportsFixturesResponse>('/api/sports/fixtures', body);
  if (res.resultCode !== '200') throw new Error(`fixtures: ${res.resultCode}`);
  return res.data;
}

/** The market of a fixture (by its feed ref order on the board) of a type. */
export function marketOf(b: SportsFixturesResponse, fixtureIndex: number, type: SportsMarket['type']): SportsMarket {
  const m = b.fixtures[fixtureIndex]!.markets.find((x) => x.type === type);
  if (!m) throw new Error(`no ${type} market on fixture ${fixtureIndex}`);
  return m;
}

export const leg = (m: SportsMarket, pick: string) => ({
  marketId: m.marketId,
  pick,
  odds: m.odds.find((o) => o.pick === pick)!.odds,
});

export const fixtureIdOf = async (t: TestApp, ref: string): Promise<number> =>
  Number(
    (await t.app.deps.db.selectFrom('sports_fixtures').select('id').where('ref', '=', ref).executeTakeFirstOrThrow())
      .id,
  );

/** A leg on fixture `ref`'s market of this type at its current odds. */
export async function legOf(t: TestApp, ref: string, type: string, pick: string) {
  const row = await t.app.deps.db
    .selectFrom('sports_markets as m')
    .innerJoin('sports_fixtures as f', 'f.id', 'm.fixture_id')
    .innerJoin('sports_odds as o', 'o.market_id', 'm.id')
    .select(['m.id', 'o.odds', 'f.id as fixtureId'])
    .where('f.ref', '=', ref)
    .where('m.type', '=', type as never)
    .where('o.pick', '=', pick as never)
    .executeTakeFirstOrThrow();
  return { marketId: Number(row.id), pick, odds: row.odds, fixtureId: Number(row.fixtureId) };
}
export type TestLeg = Awaited<ReturnType<typeof legOf>>;

/** The feed (document `doc`) moves fixture `ref`'s 1X2 home odds, its 1X2 market in `state`. */
export async function moveHome(
  t: TestApp,
  doc: FeedDocumentInput,
  ref: string,
  home: number,
  state: 'open' | 'suspended' = 'open',
) {
  const f = doc.fixtures!.find((x) => x.ref === ref)!;
  f.markets = f.markets!.map((m) => (m.type === '1x2' ? { ...m, state, odds: { ...m.odds, home } } : m));
  await applyDoc(t, doc);
}
