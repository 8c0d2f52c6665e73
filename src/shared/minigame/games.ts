/**
 * §3 minigame keys and the kind of draw each runs. The house runs every one of them (DESIGN:
 * Games); the interval and betting close are defaults the `minigame_games` table can change.
 */
export const GameKind = {
  Powerball: 'powerball',
  Ladder: 'ladder',
  Keno: 'keno',
} as const;
export type GameKind = (typeof GameKind)[keyof typeof GameKind];

export interface GameDefinition {
  key: string;
  kind: GameKind;
  /** Seconds from one draw to the next. */
  intervalS: number;
  /** Betting closes this many seconds before the draw. */
  closeS: number;
}

const game = (key: string, kind: GameKind, intervalS: number, closeS = 30): GameDefinition => ({
  key,
  kind,
  intervalS,
  closeS,
});

export const MINIGAMES: readonly GameDefinition[] = [
  game('pwball', GameKind.Powerball, 300),
  game('dhball', GameKind.Powerball, 300),
  game('eos3', GameKind.Powerball, 180, 20),
  game('eos5', GameKind.Powerball, 300),
  game('pbg', GameKind.Powerball, 300),
  game('coin3', GameKind.Powerball, 180, 20),
  game('coin5', GameKind.Powerball, 300),
  game('coinsa3', GameKind.Powerball, 180, 20),
  game('coinsa5', GameKind.Powerball, 300),
  ...[1, 2, 3, 4, 5].map((n) => game(`evopb${n}`, GameKind.Powerball, 300)),
  game('epw', GameKind.Powerball, 300),
  game('meta3', GameKind.Powerball, 180, 20),
  game('meta5', GameKind.Powerball, 300),
  game('metasa3', GameKind.Powerball, 180, 20),
  game('metasa5', GameKind.Powerball, 300),
  game('npw3', GameKind.Powerball, 180, 20),
  game('npw5', GameKind.Powerball, 300),
  game('powerladder', GameKind.Ladder, 300),
  game('kinoladder', GameKind.Ladder, 300),
  game('speedkino', GameKind.Keno, 300),
  game('spkinosa', GameKind.Keno, 300),
  game('dhkeno', GameKind.Keno, 300),
  game('dhkenosa', GameKind.Keno, 300),
];

/** The four member pages of §2 (/minigame/powerball …) and the game key each plays by default. */
export const PAGE_GAME: Record<string, string> = {
  powerball: 'pwball',
  powerladder: 'powerladder',
  speedkino: 'speedkino',
  kinoladder: 'kinoladder',
};

export const findGame = (key: string): GameDefinition | undefined => MINIGAMES.find((g) => g.key === key);

/** §3 vendor code of the house minigames ("minigame powerball 'mg'"). */
export const MINIGAME_VENDOR = 'mg';
export const MINIGAME_GROUP = 'minigame';
