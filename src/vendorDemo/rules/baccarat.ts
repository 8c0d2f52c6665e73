import { add, frac, mul, type Fraction } from './fraction';
import { shuffleInPlace, type Rng } from './rng';

/**
 * Punto banco from an 8-deck shoe (cards 0–51: rank = card % 13 + 1 with 1 ace … 13 king,
 * suit = floor(card / 13)). A new shoe is shuffled, its first card is shown and as many cards
 * as its value are burned (10 for a ten or a picture), and the cut card goes CUT_CARD_FROM_END
 * cards before the end. When a hand deals past the cut card it is completed and the shoe ends.
 */
const DECKS = 8;
export const SHOE_SIZE = DECKS * 52;
const CUT_CARD_FROM_END = 16;

export const BaccaratBet = {
  Player: 'PLAYER',
  Banker: 'BANKER',
  Tie: 'TIE',
  PlayerPair: 'PLAYER_PAIR',
  BankerPair: 'BANKER_PAIR',
} as const;
export type BaccaratBet = (typeof BaccaratBet)[keyof typeof BaccaratBet];
export const BACCARAT_BETS: readonly BaccaratBet[] = Object.values(BaccaratBet);

/** Winnings per won on a win (the stake comes back too); banker pays 0.95 after the 5% commission. */
export const BACCARAT_PAYS: Readonly<Record<BaccaratBet, { num: number; den: number }>> = {
  PLAYER: { num: 1, den: 1 },
  BANKER: { num: 19, den: 20 },
  TIE: { num: 8, den: 1 },
  PLAYER_PAIR: { num: 11, den: 1 },
  BANKER_PAIR: { num: 11, den: 1 },
};

export interface Shoe {
  cards: number[];
  /** Index of the next card to deal. */
  position: number;
  /** Dealing this index (or later) brings the cut card out. */
  cutAt: number;
  burned: number[];
}

export type BaccaratResult = 'P' | 'B' | 'T';

export interface BaccaratHand {
  player: number[];
  banker: number[];
  playerTotal: number;
  bankerTotal: number;
  result: BaccaratResult;
  playerPair: boolean;
  bankerPair: boolean;
  /** The cut card came out during this hand: the shoe ends after it. */
  shoeEnds: boolean;
}

export const rankOf = (card: number): number => (card % 13) + 1;
export const pointOf = (card: number): number => {
  const rank = rankOf(card);
  return rank >= 10 ? 0 : rank;
};
const total = (cards: readonly number[]): number => cards.reduce((n, c) => n + pointOf(c), 0) % 10;

export function newShoe(rng: Rng): Shoe {
  const cards = shuffleInPlace(
    Array.from({ length: SHOE_SIZE }, (_, i) => i % 52),
    rng,
  );
  const shown = cards[0]!;
  const burnCount = rankOf(shown) >= 10 ? 10 : rankOf(shown);
  const burned = cards.slice(0, 1 + burnCount);
  return { cards, position: burned.length, cutAt: SHOE_SIZE - CUT_CARD_FROM_END, burned };
}

export const shoeEnded = (shoe: Shoe): boolean => shoe.position >= shoe.cutAt;

/** The third-card tableau: does the banker draw, given its total and the player's third card. */
function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
}

/**
 * Plays one hand by the standard rules from any source of cards in dealing order
 * (player, banker, player, banker, then the third cards).
 */
function playHand(next: () => number): Omit<BaccaratHand, 'shoeEnds'> {
  const player = [next()];
  const banker = [next()];
  player.push(next());
  banker.push(next());
  let p = total(player);
  let b = total(banker);
  if (p < 8 && b < 8) {
    let third: number | null = null;
    if (p <= 5) {
      const card = next();
      player.push(card);
      third = pointOf(card);
      p = total(player);
    }
    if (bankerDraws(b, third)) {
      banker.push(next());
      b = total(banker);
    }
  }
  return {
    player,
    banker,
    playerTotal: p,
    bankerTotal: b,
    result: p > b ? 'P' : b > p ? 'B' : 'T',
    playerPair: rankOf(player[0]!) === rankOf(player[1]!),
    bankerPair: rankOf(banker[0]!) === rankOf(banker[1]!),
  };
}

/** Deals one hand from the shoe (moving its position). The caller starts a new shoe when it ended. */
export function dealHand(shoe: Shoe): BaccaratHand {
  const hand = playHand(() => shoe.cards[shoe.position++]!);
  return { ...hand, shoeEnds: shoeEnded(shoe) };
}

/** What one bet returns on this hand, stake included (0 for a loss; banker and player push on a tie). */
export function baccaratPayout(
  bet: BaccaratBet,
  stake: number,
  hand: Pick<BaccaratHand, 'result' | 'playerPair' | 'bankerPair'>,
): number {
  const win = (): number => stake + (stake * BACCARAT_PAYS[bet].num) / BACCARAT_PAYS[bet].den;
  switch (bet) {
    case 'PLAYER':
      return hand.result === 'P' ? win() : hand.result === 'T' ? stake : 0;
    case 'BANKER':
      return hand.result === 'B' ? win() : hand.result === 'T' ? stake : 0;
    case 'TIE':
      return hand.result === 'T' ? win() : 0;
    case 'PLAYER_PAIR':
      return hand.playerPair ? win() : 0;
    case 'BANKER_PAIR':
      return hand.bankerPair ? win() : 0;
  }
}

/**
 * Exact return of every bet for a hand dealt off the top of a full 8-deck shoe: every sequence
 * of point values is enumerated with its weight (the falling product of the cards left of each
 * value), padded to six cards so all sequences share one denominator. Pairs need ranks, not
 * points: the second card matches the first's rank with chance (32 - 1) / 415.
 */
export function baccaratReturns(): Record<BaccaratBet, Fraction> {
  const counts = [128, 32, 32, 32, 32, 32, 32, 32, 32, 32];
  const tally = { P: 0, B: 0, T: 0 };
  // The point values dealt so far, from the top of the shoe.
  const seq: number[] = [];
  const pad = (used: number): number => {
    let w = 1;
    for (let k = used; k < 6; k++) w *= SHOE_SIZE - k;
    return w;
  };
  const walk = (depth: number, weight: number, need: number): void => {
    if (depth === need) {
      let i = 0;
      const hand = playHandPoints(() => seq[i++]!);
      if (hand.cards > need) {
        walk(depth, weight, hand.cards);
        return;
      }
      tally[hand.result] += weight * pad(need);
      return;
    }
    for (let v = 0; v < 10; v++) {
      const c = counts[v]!;
      if (c === 0) continue;
      seq[depth] = v;
      counts[v] = c - 1;
      walk(depth + 1, weight * c, need);
      counts[v] = c;
    }
  };
  walk(0, 1, 4);
  const all = pad(0);
  const p = frac(tally.P, all);
  const b = frac(tally.B, all);
  const t = frac(tally.T, all);
  const pair = frac(DECKS * 4 - 1, SHOE_SIZE - 1);
  const pays = (bet: BaccaratBet): Fraction =>
    frac(BACCARAT_PAYS[bet].den + BACCARAT_PAYS[bet].num, BACCARAT_PAYS[bet].den);
  return {
    PLAYER: add(mul(p, pays('PLAYER')), t),
    BANKER: add(mul(b, pays('BANKER')), t),
    TIE: mul(t, pays('TIE')),
    PLAYER_PAIR: mul(pair, pays('PLAYER_PAIR')),
    BANKER_PAIR: mul(pair, pays('BANKER_PAIR')),
  };
}

/** playHand over point values (0–9) that reports how many cards it needed. */
function playHandPoints(next: () => number): { result: BaccaratResult; cards: number } {
  let cards = 4;
  const p1 = next();
  const b1 = next();
  const p2 = next();
  const b2 = next();
  let p = (p1 + p2) % 10;
  let b = (b1 + b2) % 10;
  if (p < 8 && b < 8) {
    let third: number | null = null;
    if (p <= 5) {
      third = next();
      cards++;
      p = (p + third) % 10;
    }
    if (bankerDraws(b, third)) {
      b = (b + next()) % 10;
      cards++;
    }
  }
  return { result: p > b ? 'P' : b > p ? 'B' : 'T', cards };
}
