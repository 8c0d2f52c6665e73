import { DEMO_GAMES, demoReturns, type DemoGameId } from '../rules/games';

/** Thumbnails are the provider's own SVG files, served beside it. */
const thumbnailPath = (gameId: DemoGameId): string => `/vendor/demo/assets/${gameId}.svg`;

let returns: ReturnType<typeof demoReturns> | null = null;
/** The exact returns, computed once (the slot's from its strips, baccarat's by enumeration). */
export const statedReturns = (): ReturnType<typeof demoReturns> => (returns ??= demoReturns());

/** VENDORS-CONTRACT point 3: the game list the office's "sync" reads (Korean and English names, as the contract has them). */
export const gameList = () => ({
  games: DEMO_GAMES.map((g) => ({
    gameId: g.gameId,
    group: g.group,
    type: g.type,
    nameKo: g.names.ko,
    nameEn: g.names.en,
    thumbnail: thumbnailPath(g.gameId),
    rtp: Math.round(statedReturns().byGame[g.kind] * 10000) / 10000,
  })),
});
