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
 * one result in twenty-five is corrected ten minutes later. Every sport but combat is played in
 * play (docs/domains/sportsbook.md#in-play): the clock runs through its periods, the final score's
 * goals, points or sets happen along it, the odds of the kick-off's markets move with score and
 * time left, and a bet stop holds the markets a few seconds around each goal or set in the
 * low-scoring sports; a site option plays it faster than real time.
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
const MINUTE = 60_000;
const SLOT = 6 * 60 * MINUTE;
const BUCKET = 5 * MINUTE;

/**
 * How a sport is played in play: its periods (the feed's names), their length and the break after
 * each in match minutes, what a score is called, and whether a score holds the markets (a bet stop
 * around each goal where goals are few; a point every few seconds would hold them for good). A sets
 * sport plays as many sets as its final score needs. Combat is not played in play.
 */
interface LivePlay {
  periods: readonly string[];
  minutes: number;
  breakMin: number;
  incident: 'goal' | 'point';
  stops: boolean;
}
const named = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`);
const LIVE: Record<SportKey, LivePlay | null> = {
  soccer: { periods: ['1H', '2H'], minutes: 45, breakMin: 15, incident: 'goal', stops: true },
  basketball: { periods: named('Q', 4), minutes: 12, breakMin: 3, incident: 'point', stops: false },
  baseball: { periods: named('I', 9), minutes: 20, breakMin: 0, incident: 'point', stops: true },
  volleyball: { periods: named('S', 5), minutes: 25, breakMin: 3, incident: 'point', stops: true },
  badminton: { periods: named('S', 3), minutes: 20, breakMin: 2, incident: 'point', stops: true },
  hockey: { periods: named('P', 3), minutes: 20, breakMin: 15, incident: 'goal', stops: true },
  combat: null,
  tennis: { periods: named('S', 3), minutes: 40, breakMin: 2, incident: 'point', stops: true },
  handball: { periods: ['1H', '2H'], minutes: 30, breakMin: 10, incident: 'goal', stops: false },
  football: { periods: named('Q', 4), minutes: 15, breakMin: 5, incident: 'point', stops: false },
  esport: { periods: named('M', 3), minutes: 20, breakMin: 3, incident: 'point', stops: true },
};
/** A bout's length (not played in play). */
const COMBAT_MINUTES = 30;
/** A bet stop holds the markets from this long before a goal or set until this long after it (real time). */
const STOP_BEFORE_MS = 8_000;
const STOP_AFTER_MS = 5_000;
/** A finished match stays in play this long, so the live pass hands over its result. */
const AFTER_PLAY_MS = 2 * MINUTE;
/** The most incidents a document carries per fixture (the rest were sent before). */
const INCIDENTS_SENT = 20;

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
  if (lambda <= 0) return [{ k: 0, p: 1 }];
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

/** In play: the score so far and the share of the match still to play (0 to 1). */
interface SoFar {
  score: Score;
  left: number;
}

/**
 * The final-score distribution of a match between strengths (home advantage included); in play,
 * the score so far plus what the time left may bring.
 */
function distribution(model: Model, home: number, away: number, soFar: SoFar | null = null): Dist {
  const spread = model.kind === 'goals' ? model.spread : 1;
  const share = Math.min(0.85, Math.max(0.15, 0.5 + (home / (home + away) - 0.5 + 0.04) * spread));
  if (soFar && model.kind === 'sets') return setsFrom(Math.ceil(model.bestOf / 2), share, soFar.score);
  if (soFar && model.kind === 'goals') {
    const ph = poisson(model.total * share * soFar.left);
    const pa = poisson(model.total * (1 - share) * soFar.left);
    return ph.flatMap((h) =>
      pa.map((a) => ({ s: { home: soFar.score.home + h.k, away: soFar.score.away + a.k }, p: h.p * a.p })),
    );
  }
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

/** The final sets from a score in sets, each set the home side's with probability `share`. */
function setsFrom(need: number, share: number, at: Score): Dist {
  if (at.home >= need || at.away >= need) return [{ s: { home: at.home, away: at.away }, p: 1 }];
  const home = setsFrom(need, share, { home: at.home + 1, away: at.away });
  const away = setsFrom(need, share, { home: at.home, away: at.away + 1 });
  return [...home.map((d) => ({ ...d, p: d.p * share })), ...away.map((d) => ({ ...d, p: d.p * (1 - share) }))];
}

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
 * Prices and distributions only change with a fixture's five-minute bucket (in play, with its score
 * and each half minute of its clock): a pass every second would otherwise recompute the same grids
 * (a basketball score grid is ~12,000 cells).
 */
interface Priced {
  dist: Dist;
  markets: FeedFixture['markets'];
  /** The model at this match's pace. */
  paced: Model;
}
const priced = new Map<string, Priced>();
function pricedFixture(key: string, compute: () => Priced): Priced {
  let hit = priced.get(key);
  if (!hit) {
    if (priced.size > 5_000) priced.clear();
    priced.set(key, (hit = compute()));
  }
  return hit;
}

type Side = 'home' | 'away';

/** A match's play, drawn once from its final score: when each goal, point or set happens (match clock seconds). */
interface Timeline {
  play: LivePlay;
  /** Periods played (a sets sport: the sets its final score needs). */
  periods: number;
  scores: { clock: number; side: Side }[];
  cards: { clock: number; side: Side }[];
}

function timeline(sport: SportKey, model: Model, final: Score, ref: string): Timeline | null {
  const play = LIVE[sport];
  if (!play) return null;
  const periodS = play.minutes * 60;
  const r = rng(hash(ref, 'live'));
  const sideOf = () => (r() < 0.5 ? 'home' : 'away') as Side;
  if (model.kind === 'sets') {
    const winner: Side = final.home > final.away ? 'home' : 'away';
    const others: Side[] = [
      ...Array.from({ length: winner === 'home' ? final.home - 1 : final.home }, () => 'home' as const),
      ...Array.from({ length: winner === 'away' ? final.away - 1 : final.away }, () => 'away' as const),
    ];
    for (let i = others.length - 1; i > 0; i--) {
      const j = Math.floor(r() * (i + 1));
      [others[i], others[j]] = [others[j]!, others[i]!];
    }
    // The winner takes the last set.
    const sides = [...others, winner];
    return {
      play,
      periods: sides.length,
      scores: sides.map((side, k) => ({ clock: (k + 1) * periodS, side })),
      cards: [],
    };
  }
  const total = play.periods.length * periodS;
  const at = (from: number, to: number) => Math.floor(from + r() * (to - from));
  // The half-time score of the result: its goals fall in the first half of the clock, the rest after.
  const goals = (side: Side, all: number, firstHalf: number) => [
    ...Array.from({ length: firstHalf }, () => ({ clock: at(0, total / 2), side })),
    ...Array.from({ length: all - firstHalf }, () => ({ clock: at(total / 2, total), side })),
  ];
  const scores = [
    ...goals('home', final.home, final.htHome ?? 0),
    ...goals('away', final.away, final.htAway ?? 0),
  ].sort((x, y) => x.clock - y.clock);
  const cards =
    sport === 'soccer'
      ? Array.from({ length: Math.floor(r() * 5) }, () => ({ clock: at(0, total), side: sideOf() })).sort(
          (x, y) => x.clock - y.clock,
        )
      : [];
  return { play, periods: play.periods.length, scores, cards };
}

/** Match seconds from kick-off (breaks included) at which the clock shows `clock`. */
function playedAt(t: Timeline, clock: number): number {
  const periodS = t.play.minutes * 60;
  return clock + Math.max(0, Math.ceil(clock / periodS) - 1) * t.play.breakMin * 60;
}

/** Match seconds from kick-off to the final whistle. */
const playLength = (t: Timeline): number => t.periods * t.play.minutes * 60 + (t.periods - 1) * t.play.breakMin * 60;

type Incident = NonNullable<FeedFixture['live']>['incidents'][number];

/** Every incident of the match in order, each at its match seconds from kick-off, with the score after it. */
function incidentsOf(t: Timeline, sets: boolean): { playedS: number; incident: Incident }[] {
  const periodS = t.play.minutes * 60;
  const cycle = periodS + t.play.breakMin * 60;
  const name = (k: number) => t.play.periods[k]!;
  const events: {
    playedS: number;
    order: number;
    kind: Incident['kind'];
    side: Side | null;
    period: string;
    clock: number;
  }[] = [];
  for (let k = 0; k < t.periods; k++) {
    events.push({
      playedS: k * cycle,
      order: 0,
      kind: 'period_start',
      side: null,
      period: name(k),
      clock: k * periodS,
    });
    // A set sport's set ends with its winner's score (the scoring incident below).
    if (!sets)
      events.push({
        playedS: k * cycle + periodS,
        order: 3,
        kind: 'period_end',
        side: null,
        period: name(k),
        clock: (k + 1) * periodS,
      });
  }
  for (const g of t.scores) {
    const k = Math.min(t.periods - 1, Math.max(0, Math.ceil(g.clock / periodS) - 1));
    events.push({
      playedS: playedAt(t, g.clock),
      order: 2,
      kind: sets ? 'period_end' : t.play.incident,
      side: g.side,
      period: name(k),
      clock: g.clock,
    });
  }
  for (const c of t.cards) {
    const k = Math.min(t.periods - 1, Math.floor(c.clock / periodS));
    events.push({
      playedS: playedAt(t, c.clock),
      order: 1,
      kind: 'yellow_card',
      side: c.side,
      period: name(k),
      clock: c.clock,
    });
  }
  events.sort((x, y) => x.playedS - y.playedS || x.order - y.order);
  const score = { home: 0, away: 0 };
  return events.map((e, i) => {
    const scoring = e.side !== null && e.kind !== 'yellow_card';
    if (scoring) score[e.side!]++;
    return {
      playedS: e.playedS,
      incident: {
        seq: i + 1,
        kind: e.kind,
        side: e.side,
        period: e.period,
        clockS: e.clock,
        score: { ...score },
      },
    };
  });
}

/** The clock at match seconds from kick-off: the period (BREAK between, FT after), its clock and whether it runs. */
function clockAt(t: Timeline, playedS: number): { period: string; clockS: number; running: boolean } {
  const periodS = t.play.minutes * 60;
  const cycle = periodS + t.play.breakMin * 60;
  const k = Math.floor(playedS / cycle);
  const within = playedS - k * cycle;
  if (k >= t.periods || (k === t.periods - 1 && within >= periodS))
    return { period: 'FT', clockS: t.periods * periodS, running: false };
  if (within < periodS) return { period: t.play.periods[k]!, clockS: Math.floor(k * periodS + within), running: true };
  return { period: 'BREAK', clockS: (k + 1) * periodS, running: false };
}

/**
 * The match as it stands at `now` and its markets repriced on the score so far and the time left
 * (the kick-off's markets and lines; one whose price runs into the band's edge is suspended).
 */
function livePlay(
  t: Timeline,
  model: Model,
  p: Priced,
  strengths: { sh: number; sa: number; marginBp: number; ref: string },
  startsAt: number,
  now: number,
  speed: number,
): { live: NonNullable<FeedFixture['live']>; markets: FeedFixture['markets'] } {
  const playedS = ((now - startsAt) * speed) / 1000;
  const all = incidentsOf(t, model.kind === 'sets');
  const happened = all.filter((e) => e.playedS <= playedS);
  const last = happened.at(-1)?.incident.score ?? { home: 0, away: 0 };
  const score = { home: last.home, away: last.away };
  const clock = clockAt(t, playedS);
  const realMs = (s: number) => startsAt + (s * 1000) / speed;
  const betStop =
    t.play.stops &&
    clock.period !== 'FT' &&
    all.some(
      (e) =>
        e.incident.side !== null &&
        e.incident.kind !== 'yellow_card' &&
        now >= realMs(e.playedS) - STOP_BEFORE_MS &&
        now < realMs(e.playedS) + STOP_AFTER_MS,
    );
  const totalS = t.periods * t.play.minutes * 60;
  const left = Math.max(0, 1 - clock.clockS / totalS);
  const half = totalS / 2;
  const htScore = happened.filter((e) => e.incident.clockS! < half).at(-1)?.incident.score ?? { home: 0, away: 0 };
  const key = `${strengths.ref}|live|${score.home}-${score.away}|${Math.floor(clock.clockS / 30)}|${strengths.marginBp}|${strengths.sh}|${strengths.sa}`;
  const { markets: repriced } = pricedFixture(key, () => {
    const dist = distribution(p.paced, strengths.sh, strengths.sa, { score, left });
    const htDist: Dist | null =
      p.paced.kind !== 'goals'
        ? null
        : clock.clockS < half
          ? distribution({ ...p.paced, total: p.paced.total * 0.45 }, strengths.sh, strengths.sa, {
              score,
              left: 1 - clock.clockS / half,
            })
          : [{ s: { home: htScore.home, away: htScore.away }, p: 1 }];
    const markets = p.markets.map((m) => {
      const d = m.type === 'ht1x2' ? htDist : dist;
      if (!d) return m;
      const odds = Object.fromEntries(
        Object.keys(m.odds).map((pick) => [
          pick,
          m.type === 'ht1x2'
            ? price(d, '1x2', pick as SportsPick, null, strengths.marginBp, true)
            : price(d, m.type, pick as SportsPick, m.line, strengths.marginBp),
        ]),
      );
      // A price at the band's edge is a decided or near-impossible pick: no price to offer.
      const edge = Object.values(odds).some((o) => o >= MAX_ODDS || o <= 101);
      return { ...m, odds, state: edge ? ('suspended' as const) : ('open' as const) };
    });
    return { dist, markets, paced: p.paced };
  });
  return {
    live: {
      period: clock.period,
      clockS: clock.clockS,
      clockRunning: clock.running,
      score,
      betStop,
      incidents: happened.slice(-INCIDENTS_SENT).map((e) => e.incident),
    },
    markets: repriced,
  };
}

export interface DemoPlay {
  /** How many times faster than real time matches are played (site option sportsDemoLiveSpeed). */
  speed: number;
  /** Only the fixtures in play (the live pass): the rest of the schedule is not priced. */
  liveOnly: boolean;
}

/** The demo feed's document for this moment, each sport's odds at its margin (basis points). */
export function demoDocument(
  now: Date,
  marginOf: (sport: SportKey) => number,
  { speed, liveOnly }: DemoPlay = { speed: 1, liveOnly: false },
): FeedDocument {
  const doc: FeedDocument = { leagues: [], teams: [], fixtures: [] };
  const bucket = Math.floor(now.getTime() / BUCKET);
  for (const [si, sport] of SPORT_KEYS.entries()) {
    const model = MODELS[sport];
    for (const tier of [0, 1] as const) {
      const league = `demo-${sport}-${tier}`;
      if (!liveOnly)
        doc.leagues.push({ ref: league, sport, country: tier === 0 ? 'AS' : 'WD', names: leagueName(sport, tier) });
      const clubs = Array.from({ length: 8 }, (_, i) => {
        const city = tier * 8 + i;
        return {
          ref: `demo-${sport}-${city}`,
          strength: 40 + (hash(sport, city, 's') % 60),
          names: clubName(CITIES[city]!, NICKNAMES[hash(sport, city) % NICKNAMES.length]!),
        };
      });
      if (!liveOnly) for (const c of clubs) doc.teams.push({ ref: c.ref, sport, names: c.names });
      const offset = (((si * 2 + tier) * 23) % 360) * MINUTE;
      const first = Math.floor((now.getTime() - 12 * 60 * MINUTE - offset) / SLOT);
      const last = Math.ceil((now.getTime() + 72 * 60 * MINUTE - offset) / SLOT);
      for (let k = first; k <= last; k++) {
        const startsAt = k * SLOT + offset;
        if (startsAt < now.getTime() - 12 * 60 * MINUTE || startsAt > now.getTime() + 72 * 60 * MINUTE) continue;
        const ref = `${league}-${k}`;
        // The longest play (nine innings) is three hours at real time.
        if (liveOnly && (startsAt > now.getTime() || startsAt < now.getTime() - 4 * 60 * MINUTE)) continue;
        const h = hash(ref, 'home') % 8;
        const a = (h + 1 + (hash(ref, 'away') % 7)) % 8;
        const drift = (c: number) => (hash(ref, c, bucket) % 5) - 2;
        const started = now.getTime() >= startsAt;
        // Odds freeze at kick-off; the result comes from the strengths the board last showed.
        const at = started ? Math.floor(startsAt / BUCKET) : bucket;
        const sh = clubs[h]!.strength + (started ? (hash(ref, h, at) % 5) - 2 : drift(h));
        const sa = clubs[a]!.strength + (started ? (hash(ref, a, at) % 5) - 2 : drift(a));
        const kickOff = pricedFixture(`${ref}|${sh}|${sa}|${marginOf(sport)}`, () => {
          // Each club plays at its own pace, so a goal sport's expected total (and its line) differs by match.
          const pace =
            0.9 + ((hash(sport, clubs[h]!.ref, 'pace') % 11) + (hash(sport, clubs[a]!.ref, 'pace') % 11)) / 100;
          const paced: Model = model.kind === 'goals' ? { ...model, total: model.total * pace } : model;
          const d = distribution(paced, sh, sa);
          const htDist = paced.kind === 'goals' ? distribution({ ...paced, total: paced.total * 0.45 }, sh, sa) : null;
          return { dist: d, markets: markets(sport, d, htDist, marginOf(sport), ref), paced };
        });
        const { dist, markets: offered } = kickOff;
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
          inPlay: LIVE[sport] !== null,
          live: null,
        };
        const final = started ? finalScore(model, dist, ref) : null;
        const played = final && timeline(sport, model, final, ref);
        const ends = startsAt + (played ? (playLength(played) * 1000) / speed : COMBAT_MINUTES * MINUTE);
        const postponed = hash(ref, 'postpone') % 40 === 0 && now.getTime() >= startsAt - 120 * MINUTE;
        if (!postponed && played && now.getTime() < ends + AFTER_PLAY_MS) {
          const inPlay = livePlay(
            played,
            model,
            kickOff,
            { sh, sa, marginBp: marginOf(sport), ref },
            startsAt,
            now.getTime(),
            speed,
          );
          fixture.state = 'open';
          fixture.live = inPlay.live;
          fixture.markets = inPlay.markets;
        }
        if (liveOnly && !fixture.live) continue;
        if (postponed) {
          fixture.state = 'postponed';
          fixture.markets = [];
        } else if (final && now.getTime() >= ends) {
          const s = final;
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
