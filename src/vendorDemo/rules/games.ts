import {
  baccaratPayout,
  baccaratReturns,
  BACCARAT_BETS,
  dealHand,
  type BaccaratBet,
  type BaccaratHand,
  type Shoe,
} from './baccarat';
import {
  esportsPayout,
  esportsReturn,
  ESPORTS_BETS,
  playMatch,
  type EsportsBet,
  type MatchOutcome,
} from './esportsMatch';
import { fishingReturn, fishOfCode, FISHING_STAKES, shoot, shotPayout, type ShotOutcome } from './fishing';
import { toNumber } from './fraction';
import type { Rng } from './rng';
import { isSlotBet, playSlot, slotReturn, type SlotOutcome } from './slot';
import { isTableStake, type DemoBet, type DemoLeg } from './stakes';
import { racePayout, raceReturn, runnerOfCode, runRace, type RaceOutcome } from './virtualRace';

/**
 * The demo provider's rules: five kinds of game (VENDORS-CONTRACT point 3). Each kind's id is also
 * the id of its first game, so rounds and tests that name a kind name a game.
 */
export const DemoGameKind = {
  Slot: 'demo-slot-5x3',
  Baccarat: 'demo-baccarat',
  VirtualRace: 'demo-virtual-race',
  Esports: 'demo-esports-match',
  Fishing: 'demo-fishing',
} as const;
export type DemoGameKind = (typeof DemoGameKind)[keyof typeof DemoGameKind];

type DemoGameGroup = 'slot' | 'casino' | 'virtual' | 'esports' | 'fishing';

/** A game's name in the six languages of the site (locales/: ko en cn jp th vn). */
export type DemoGameNames = Record<'ko' | 'en' | 'cn' | 'jp' | 'th' | 'vn', string>;

/** How a game looks: the page's accent colours, the same ones its thumbnail is drawn in. */
interface DemoGameTheme {
  from: string;
  to: string;
  accent: string;
}

export interface DemoGameInfo {
  gameId: string;
  /** The rules it plays by: every game listed plays through one kind's round, wallet calls and page. */
  kind: DemoGameKind;
  group: DemoGameGroup;
  type: string;
  names: DemoGameNames;
  theme: DemoGameTheme;
}

/**
 * The catalogue (docs/domains/vendors.md#the-built-in-demo-provider): several themes of each kind,
 * all of them played by that kind's rules, so a game listed launches and settles through the same
 * adapter paths as the first. A kind that does not play is not listed.
 */
export const DEMO_GAMES = [
  {
    gameId: 'demo-slot-5x3',
    kind: 'demo-slot-5x3',
    group: 'slot',
    type: 'slot',
    names: {
      ko: '럭키 세븐 5x3',
      en: 'Lucky Sevens 5x3',
      cn: '幸运七 5x3',
      jp: 'ラッキーセブン 5x3',
      th: 'ลัคกี้เซเว่น 5x3',
      vn: 'Số 7 May Mắn 5x3',
    },
    theme: { from: '#6a1b9a', to: '#12051f', accent: '#ffd54f' },
  },
  {
    gameId: 'demo-slot-dragon',
    kind: 'demo-slot-5x3',
    group: 'slot',
    type: 'slot',
    names: {
      ko: '드래곤 포춘',
      en: 'Dragon Fortune',
      cn: '龙之财富',
      jp: 'ドラゴンフォーチュン',
      th: 'มังกรนำโชค',
      vn: 'Rồng Tài Lộc',
    },
    theme: { from: '#b71c1c', to: '#2a0505', accent: '#ffca28' },
  },
  {
    gameId: 'demo-slot-fruit',
    kind: 'demo-slot-5x3',
    group: 'slot',
    type: 'slot',
    names: {
      ko: '프루트 파티',
      en: 'Fruit Party',
      cn: '水果派对',
      jp: 'フルーツパーティー',
      th: 'ปาร์ตี้ผลไม้',
      vn: 'Tiệc Trái Cây',
    },
    theme: { from: '#2e7d32', to: '#0b2410', accent: '#ff7043' },
  },
  {
    gameId: 'demo-slot-pharaoh',
    kind: 'demo-slot-5x3',
    group: 'slot',
    type: 'slot',
    names: {
      ko: '파라오의 황금',
      en: "Pharaoh's Gold",
      cn: '法老的黄金',
      jp: 'ファラオの黄金',
      th: 'ทองคำฟาโรห์',
      vn: 'Vàng Của Pharaoh',
    },
    theme: { from: '#0d47a1', to: '#04122b', accent: '#fbc02d' },
  },
  {
    gameId: 'demo-baccarat',
    kind: 'demo-baccarat',
    group: 'casino',
    type: 'baccarat',
    names: {
      ko: '클래식 바카라',
      en: 'Classic Baccarat',
      cn: '经典百家乐',
      jp: 'クラシックバカラ',
      th: 'บาคาร่าคลาสสิก',
      vn: 'Baccarat Cổ Điển',
    },
    theme: { from: '#1b5e20', to: '#071a09', accent: '#e6b84f' },
  },
  {
    gameId: 'demo-baccarat-speed',
    kind: 'demo-baccarat',
    group: 'casino',
    type: 'baccarat',
    names: {
      ko: '스피드 바카라',
      en: 'Speed Baccarat',
      cn: '极速百家乐',
      jp: 'スピードバカラ',
      th: 'สปีดบาคาร่า',
      vn: 'Baccarat Tốc Độ',
    },
    theme: { from: '#004d40', to: '#02130f', accent: '#4dd0e1' },
  },
  {
    gameId: 'demo-baccarat-vip',
    kind: 'demo-baccarat',
    group: 'casino',
    type: 'baccarat',
    names: {
      ko: 'VIP 바카라',
      en: 'VIP Baccarat',
      cn: 'VIP百家乐',
      jp: 'VIPバカラ',
      th: 'บาคาร่า VIP',
      vn: 'Baccarat VIP',
    },
    theme: { from: '#4a148c', to: '#12031f', accent: '#ffd700' },
  },
  {
    gameId: 'demo-virtual-race',
    kind: 'demo-virtual-race',
    group: 'virtual',
    type: 'race',
    names: {
      ko: '가상 그레이하운드',
      en: 'Virtual Greyhounds',
      cn: '虚拟赛狗',
      jp: 'バーチャルグレイハウンド',
      th: 'สุนัขแข่งเสมือนจริง',
      vn: 'Đua Chó Ảo',
    },
    theme: { from: '#e65100', to: '#2a1000', accent: '#fff176' },
  },
  {
    gameId: 'demo-virtual-derby',
    kind: 'demo-virtual-race',
    group: 'virtual',
    type: 'race',
    names: {
      ko: '가상 경마 더비',
      en: 'Virtual Derby',
      cn: '虚拟赛马',
      jp: 'バーチャルダービー',
      th: 'ดาร์บี้ม้าแข่งเสมือนจริง',
      vn: 'Đua Ngựa Ảo',
    },
    theme: { from: '#33691e', to: '#0e1d06', accent: '#ffe082' },
  },
  {
    gameId: 'demo-esports-match',
    kind: 'demo-esports-match',
    group: 'esports',
    type: 'match',
    names: {
      ko: 'e스포츠 시뮬레이션 매치',
      en: 'E-sports Sim Match',
      cn: '电竞模拟赛',
      jp: 'eスポーツシミュレーション',
      th: 'อีสปอร์ตจำลอง',
      vn: 'Trận Đấu Esports Mô Phỏng',
    },
    theme: { from: '#1a237e', to: '#050820', accent: '#40c4ff' },
  },
  {
    gameId: 'demo-esports-arena',
    kind: 'demo-esports-match',
    group: 'esports',
    type: 'match',
    names: {
      ko: '아레나 챔피언스',
      en: 'Arena Champions',
      cn: '竞技场冠军',
      jp: 'アリーナチャンピオンズ',
      th: 'อารีน่าแชมเปียนส์',
      vn: 'Nhà Vô Địch Đấu Trường',
    },
    theme: { from: '#880e4f', to: '#1f0312', accent: '#69f0ae' },
  },
  {
    gameId: 'demo-fishing',
    kind: 'demo-fishing',
    group: 'fishing',
    type: 'fishing',
    names: {
      ko: '오션 피싱',
      en: 'Ocean Fishing',
      cn: '海洋捕鱼',
      jp: 'オーシャンフィッシング',
      th: 'ตกปลามหาสมุทร',
      vn: 'Câu Cá Đại Dương',
    },
    theme: { from: '#01579b', to: '#011a2e', accent: '#80deea' },
  },
  {
    gameId: 'demo-fishing-dragon',
    kind: 'demo-fishing',
    group: 'fishing',
    type: 'fishing',
    names: {
      ko: '용왕 피싱',
      en: 'Dragon King Fishing',
      cn: '龙王捕鱼',
      jp: '竜王フィッシング',
      th: 'ตกปลาราชามังกร',
      vn: 'Long Vương Bắt Cá',
    },
    theme: { from: '#006064', to: '#001a1c', accent: '#ff8a65' },
  },
] as const satisfies readonly DemoGameInfo[];

export type DemoGameId = (typeof DEMO_GAMES)[number]['gameId'];
const GAMES_BY_ID: ReadonlyMap<string, DemoGameInfo> = new Map(DEMO_GAMES.map((g) => [g.gameId, g]));
export const isDemoGameId = (id: string): id is DemoGameId => GAMES_BY_ID.has(id);
/** A listed game's entry. */
export const demoGame = (id: DemoGameId): DemoGameInfo => GAMES_BY_ID.get(id)!;
/** The rules a game plays by. */
export const kindOf = (id: DemoGameId): DemoGameKind => demoGame(id).kind;

/**
 * The stated return of each kind of game (every game of a kind returns the same), exact: the slot's from its strips, baccarat's per bet (the
 * list states the banker bet, the table shows every bet), the others by construction.
 */
export function demoReturns(): { byGame: Record<DemoGameKind, number>; baccarat: Record<BaccaratBet, number> } {
  const bac = baccaratReturns();
  const baccarat = Object.fromEntries(BACCARAT_BETS.map((b) => [b, toNumber(bac[b])])) as Record<BaccaratBet, number>;
  return {
    byGame: {
      'demo-slot-5x3': toNumber(slotReturn().rtp),
      'demo-baccarat': baccarat.BANKER,
      'demo-virtual-race': toNumber(raceReturn()),
      'demo-esports-match': toNumber(esportsReturn()),
      'demo-fishing': toNumber(fishingReturn()),
    },
    baccarat,
  };
}

export type DemoOutcome =
  | { game: 'demo-slot-5x3'; slot: SlotOutcome }
  | { game: 'demo-baccarat'; hand: BaccaratHand }
  | { game: 'demo-virtual-race'; race: RaceOutcome }
  | { game: 'demo-esports-match'; match: MatchOutcome }
  | { game: 'demo-fishing'; shot: ShotOutcome };

/** Are these bets a valid round of the game? (codes known, once each, stakes allowed) */
export function validBets(game: DemoGameId, bets: readonly DemoBet[]): boolean {
  if (bets.length === 0 || new Set(bets.map((b) => b.code)).size !== bets.length) return false;
  switch (kindOf(game)) {
    case 'demo-slot-5x3':
      return bets.length === 1 && bets[0]!.code === 'SPIN' && isSlotBet(bets[0]!.amount);
    case 'demo-baccarat':
      return bets.every((b) => (BACCARAT_BETS as readonly string[]).includes(b.code) && isTableStake(b.amount));
    case 'demo-virtual-race':
      return bets.every((b) => runnerOfCode(b.code) !== null && isTableStake(b.amount));
    case 'demo-esports-match':
      return bets.every((b) => (ESPORTS_BETS as readonly string[]).includes(b.code) && isTableStake(b.amount));
    case 'demo-fishing':
      return (
        bets.length === 1 &&
        fishOfCode(bets[0]!.code) !== undefined &&
        (FISHING_STAKES as readonly number[]).includes(bets[0]!.amount)
      );
  }
}

/** What the round needs besides chance: baccarat deals from the table's shoe, the match is set before bets. */
export interface RoundTable {
  shoe?: Shoe;
  teams?: { home: number; away: number };
}

/** Plays a round of valid bets: the outcome and every leg's payout (stake included). */
export function playRound(
  id: DemoGameId,
  bets: readonly DemoBet[],
  rng: Rng,
  table: RoundTable = {},
): { outcome: DemoOutcome; legs: DemoLeg[] } {
  const legs = (payout: (bet: DemoBet) => number): DemoLeg[] =>
    bets.map((b) => ({ code: b.code, stake: b.amount, payout: payout(b) }));
  // The outcome names the kind: the page draws it by its kind, whatever the game's theme.
  const game = kindOf(id);
  switch (game) {
    case 'demo-slot-5x3': {
      const slot = playSlot(bets[0]!.amount, rng);
      return { outcome: { game, slot }, legs: legs(() => slot.totalWin) };
    }
    case 'demo-baccarat': {
      if (!table.shoe) throw new Error('baccarat deals from a shoe');
      const hand = dealHand(table.shoe);
      return { outcome: { game, hand }, legs: legs((b) => baccaratPayout(b.code as BaccaratBet, b.amount, hand)) };
    }
    case 'demo-virtual-race': {
      const race = runRace(rng);
      return { outcome: { game, race }, legs: legs((b) => racePayout(runnerOfCode(b.code)!, b.amount, race)) };
    }
    case 'demo-esports-match': {
      const match = playMatch(table.teams ?? { home: 0, away: 1 }, rng);
      return { outcome: { game, match }, legs: legs((b) => esportsPayout(b.code as EsportsBet, b.amount, match)) };
    }
    case 'demo-fishing': {
      const fish = fishOfCode(bets[0]!.code)!;
      const shot = shoot(fish, rng);
      return { outcome: { game, shot }, legs: legs((b) => shotPayout(fish, b.amount, shot)) };
    }
  }
}
