import { createHash } from 'node:crypto';
import { SPORT_KEYS, SPORTS, type SportKey } from '../../../../shared/sports/sports';
import { winnerMarket, type MarketType, type SportsPick } from '../../../../shared/sports/markets';
import { legOutcome, type Score } from '../../../../shared/sports/outcome';
import { CITIES, clubName, leagueName, NICKNAMES } from './demoNames';
import type { FeedDocument, FeedFixture } from './format';

/**
 * The built-in demo feed (the default with `npm start`): a schedule for the next three days in
 * every sport, two leagues of eight clubs each, a match per league every six hours. Everything is
 * a pure function of the clock and the fixture's reference, so every node and every pass agree:
 * team strengths drift a little every five minutes (odds move and are pushed), a fixture is now
 * and then suspended for five minutes, one in forty is postponed two hours before kick-off, the
 * final score is drawn from the same model the odds come from and posted when the match ends, and
 * one result in twenty-five is corrected ten minutes later.
 */

/**
 * A goal sport's average total and how far a gap in strength moves the share of the scoring: in a
 * high-scoring game a much stronger side still scores only a little more of the points (a
 * basketball favourite by 15 points takes about 55% of them), so `spread` narrows the share there.
 */
type Model = { kind: 'goals'; total: number; spread: number } | { kind: 'sets'; bestOf: number } | { kind: 'combat' };
const MODELS: Record<SportKey, Model> = {
  soccer: { kind: 'goals', total: 2.7, spread: 1 },
  basketball: { kind: 'goals', total: 160, spread: 0.2 },
  baseball: { kind: 'goals', total: 8.8, spread: 0.8 },
  volleyball: { kind: 'sets', bestOf: 5 },
  badminton: { kind: 'sets', bestOf: 3 },
  hockey: { kind: 'goals', total: 5.6, spread: 0.9 },
  combat: { kind: 'combat' },
  tennis: { kind: 'sets', bestOf: 3 },
  handball: { kind: 'goals', total: 54, spread: 0.3 },
  football: { kind: 'goals', total: 44, spread: 0.5 },
  esport: { kind: 'sets', bestOf: 3 },
};
const MATCH_MINUTES: Record<SportKey, number> = {
  soccer: 115,
  basketball: 140,
  baseball: 180,
  volleyball: 100,
  badminton: 60,
  hockey: 150,
  combat: 30,
  tennis: 120,
  handball: 90,
  football: 200,
  esport: 60,
};

const MINUTE = 60_000;
const SLOT = 6 * 60 * MINUTE;
const BUCKET = 5 * MINUTE;

const hash = (...parts: (string | number)[]): number =>
  createHash('sha256').update(parts.join('|')).digest().readUInt32BE(0);

/** A seeded generator (mulberry32): the same fixture always draws the same score. */
function rng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Dist = { s: Score; p: number }[];
/** The top of the board's odds band (× 100). */
const MAX_ODDS = 5_000;

function poisson(lambda: number): { k: number; p: number }[] {
  const lo = Math.max(0, Math.floor(lambda - 6 * Math.sqrt(lambda)));
  const hi = Math.ceil(lambda + 6 * Math.sqrt(lambda) + 3);
  let logP = -lambda + lo * Math.log(lambda) - logFactorial(lo);
  const out: { k: number; p: number }[] = [];
  for (let k = lo; k <= hi; k++) {
    out.push({ k, p: Math.exp(logP) });
    logP += Math.log(lambda) - Math.log(k + 1);
  }
  return out;
}
const logFactorial = (n: number): number => {
  let s = 0;
  for (let i = 2; i <= n; i++) s += Math.log(i);
  return s;
};

/** The final-score distribution of a match between strengths (home advantage included). */
function distribution(model: Model, home: number, away: number): Dist {
  const spread = model.kind === 'goals' ? model.spread : 1;
  const share = Math.min(0.85, Math.max(0.15, 0.5 + (home / (home + away) - 0.5 + 0.04) * spread));
  if (model.kind === 'combat')
    return [
      { s: { home: 1, away: 0 }, p: share * 0.97 },
      { s: { home: 0, away: 0 }, p: 0.03 },
      { s: { home: 0, away: 1 }, p: (1 - share) * 0.97 },
    ];
  if (model.kind === 'sets') {
    const need = Math.ceil(model.bestOf / 2);
    const out: Dist = [];
    // The winner takes the last set: C(need-1+l, l) orders of the loser's l sets before it.
    for (let l = 0; l < need; l++) {
      const ways = binom(need - 1 + l, l);
      out.push({ s: { home: need, away: l }, p: ways * share ** need * (1 - share) ** l });
      out.push({ s: { home: l, away: need }, p: ways * (1 - share) ** need * share ** l });
    }
    return out;
  }
  const ph = poisson(model.total * share);
  const pa = poisson(model.total * (1 - share));
  return ph.flatMap((h) => pa.map((a) => ({ s: { home: h.k, away: a.k }, p: h.p * a.p })));
}
const binom = (n: number, k: number): number => (k === 0 ? 1 : (binom(n - 1, k - 1) * n) / k);

/** Fair odds of a pick with pushes and half results, less the margin, as odds × 100 in the board's band. */
function price(
  dist: Dist,
  type: MarketType,
  pick: SportsPick,
  line: number | null,
  marginBp: number,
  asHalf = false,
): number {
  let win = 0;
  let back = 0;
  for (const { s, p } of dist) {
    const o = legOutcome(type, pick, line, asHalf ? { home: s.home, away: s.away } : s);
    if (o === 'WIN') win += p;
    else if (o === 'HALF_WIN') {
      win += p / 2;
      back += p / 2;
    } else if (o === 'TIE' || o === 'VOID') back += p;
    else if (o === 'HALF_LOSE') back += p / 2;
  }
  const total = dist.reduce((s, d) => s + d.p, 0);
  const fair = win > 0 ? (total - back) / win : 50;
  return Math.max(101, Math.min(MAX_ODDS, Math.floor((fair * 100 * 10_000) / (10_000 + marginBp))));
}

function markets(
  sport: SportKey,
  dist: Dist,
  htDist: Dist | null,
  marginBp: number,
  ref: string,
): FeedFixture['markets'] {
  const mean = (f: (s: Score) => number) => dist.reduce((sum, d) => sum + d.p * f(d.s), 0);
  const odds = (type: MarketType, picks: readonly SportsPick[], line: number | null = null, d: Dist = dist) =>
    Object.fromEntries(picks.map((p) => [p, price(d, type, p, line, marginBp)])) as Record<SportsPick, number>;
  const winner = winnerMarket(sport);
  const out: FeedFixture['markets'] = [
    {
      type: winner,
      line: null,
      state: 'open',
      odds: odds(winner, winner === '1x2' ? ['home', 'draw', 'away'] : ['home', 'away']),
    },
  ];
  if (sport === 'combat') return out;
  const diff = mean((s) => s.home - s.away);
  const quarter = SPORTS[sport].quarterLines && hash(ref, 'q') % 2 === 0;
  const handicap = quarter ? -Math.round(diff * 4) * 25 || -25 : -(Math.floor(diff) * 100 + 50);
  out.push({ type: 'handicap', line: handicap, state: 'open', odds: odds('handicap', ['home', 'away'], handicap) });
  const expected = mean((s) => s.home + s.away);
  const total = quarter ? Math.max(25, Math.round(expected * 4) * 25 - 25) : Math.floor(expected) * 100 + 50;
  out.push({ type: 'total', line: total, state: 'open', odds: odds('total', ['over', 'under'], total) });
  // A level half is rare where points are many (basketball): only sports with draws offer the half's 1X2.
  if (htDist && SPORTS[sport].draw)
    out.push({
      type: 'ht1x2',
      line: null,
      state: 'open',
      odds: Object.fromEntries(
        (['home', 'draw', 'away'] as const).map((p) => [p, price(htDist, '1x2', p, null, marginBp, true)]),
      ),
    });
  out.push({ type: 'oddeven', line: null, state: 'open', odds: odds('oddeven', ['odd', 'even']) });
  if (sport === 'soccer' || sport === 'hockey')
    out.push({ type: 'btts', line: null, state: 'open', odds: odds('btts', ['yes', 'no']) });
  // A price pinned at the band's top is no price (a 50.00 on a near-impossible pick): no such market is offered.
  return out.filter((m) => Object.values(m.odds).every((o) => o < MAX_ODDS));
}

/** Draws the final score (and, for goal sports, the half-time score) from the model. */
function finalScore(model: Model, dist: Dist, ref: string): Score {
  const r = rng(hash(ref, 'score'));
  let x = r() * dist.reduce((s, d) => s + d.p, 0);
  const pick = dist.find((d) => (x -= d.p) <= 0) ?? dist.at(-1)!;
  if (model.kind !== 'goals') return { ...pick.s, htHome: null, htAway: null };
  const half = (n: number) => Array.from({ length: Math.min(n, 400) }, () => r()).filter((v) => v < 0.45).length;
  return { ...pick.s, htHome: half(pick.s.home), htAway: half(pick.s.away) };
}

/**
 * Prices and distributions only change with a fixture's five-minute bucket: a pass every 30 s
 * would otherwise recompute the same grids (a basketball score grid is ~12,000 cells).
 */
const priced = new Map<string, { dist: Dist; markets: FeedFixture['markets'] }>();
function pricedFixture(key: string, compute: () => { dist: Dist; markets: FeedFixture['markets'] }) {
  let hit = priced.get(key);
  if (!hit) {
    if (priced.size > 5_000) priced.clear();
    priced.set(key, (hit = compute()));
  }
  return hit;
}

/** The demo feed's document for this moment, each sport's odds at its margin (basis points). */
export function demoDocument(now: Date, marginOf: (sport: SportKey) => number): FeedDocument {
  const doc: FeedDocument = { leagues: [], teams: [], fixtures: [] };
  const bucket = Math.floor(now.getTime() / BUCKET);
  for (const [si, sport] of SPORT_KEYS.entries()) {
    const model = MODELS[sport];
    for (const tier of [0, 1] as const) {
      const league = `demo-${sport}-${tier}`;
      doc.leagues.push({ ref: league, sport, country: tier === 0 ? 'AS' : 'WD', names: leagueName(sport, tier) });
      const clubs = Array.from({ length: 8 }, (_, i) => {
        const city = tier * 8 + i;
        return {
          ref: `demo-${sport}-${city}`,
          strength: 40 + (hash(sport, city, 's') % 60),
          names: clubName(CITIES[city]!, NICKNAMES[hash(sport, city) % NICKNAMES.length]!),
        };
      });
      for (const c of clubs) doc.teams.push({ ref: c.ref, sport, names: c.names });
      const offset = (((si * 2 + tier) * 23) % 360) * MINUTE;
      const first = Math.floor((now.getTime() - 12 * 60 * MINUTE - offset) / SLOT);
      const last = Math.ceil((now.getTime() + 72 * 60 * MINUTE - offset) / SLOT);
      for (let k = first; k <= last; k++) {
        const startsAt = k * SLOT + offset;
        if (startsAt < now.getTime() - 12 * 60 * MINUTE || startsAt > now.getTime() + 72 * 60 * MINUTE) continue;
        const ref = `${league}-${k}`;
        const h = hash(ref, 'home') % 8;
        const a = (h + 1 + (hash(ref, 'away') % 7)) % 8;
        const drift = (c: number) => (hash(ref, c, bucket) % 5) - 2;
        const started = now.getTime() >= startsAt;
        // Odds freeze at kick-off; the result comes from the strengths the board last showed.
        const at = started ? Math.floor(startsAt / BUCKET) : bucket;
        const sh = clubs[h]!.strength + (started ? (hash(ref, h, at) % 5) - 2 : drift(h));
        const sa = clubs[a]!.strength + (started ? (hash(ref, a, at) % 5) - 2 : drift(a));
        const { dist, markets: offered } = pricedFixture(`${ref}|${sh}|${sa}|${marginOf(sport)}`, () => {
          // Each club plays at its own pace, so a goal sport's expected total (and its line) differs by match.
          const pace =
            0.9 + ((hash(sport, clubs[h]!.ref, 'pace') % 11) + (hash(sport, clubs[a]!.ref, 'pace') % 11)) / 100;
          const paced: Model = model.kind === 'goals' ? { ...model, total: model.total * pace } : model;
          const d = distribution(paced, sh, sa);
          const htDist = paced.kind === 'goals' ? distribution({ ...paced, total: paced.total * 0.45 }, sh, sa) : null;
          return { dist: d, markets: markets(sport, d, htDist, marginOf(sport), ref) };
        });
        const fixture: FeedFixture = {
          ref,
          sport,
          league,
          home: clubs[h]!.ref,
          away: clubs[a]!.ref,
          startsAt: new Date(startsAt).toISOString(),
          state: hash(ref, bucket, 'suspend') % 15 === 0 ? 'suspended' : 'open',
          markets: offered,
          result: null,
          inPlay: false,
          live: null,
        };
        const ends = startsAt + MATCH_MINUTES[sport] * MINUTE;
        if (hash(ref, 'postpone') % 40 === 0 && now.getTime() >= startsAt - 120 * MINUTE) {
          fixture.state = 'postponed';
          fixture.markets = [];
        } else if (now.getTime() >= ends) {
          const s = finalScore(model, dist, ref);
          const score = { home: s.home, away: s.away, htHome: s.htHome ?? null, htAway: s.htAway ?? null };
          // A correction: a goal the first result missed, or (sets, bouts) the sides entered the wrong way round.
          const corrected = hash(ref, 'correct') % 25 === 1 && now.getTime() >= ends + 10 * MINUTE;
          const fixed =
            model.kind === 'goals'
              ? { ...score, home: score.home + 1 }
              : { ...score, home: score.away, away: score.home };
          fixture.result = { state: 'resulted', score: corrected ? fixed : score };
        }
        doc.fixtures.push(fixture);
      }
    }
  }
  return doc;
}
