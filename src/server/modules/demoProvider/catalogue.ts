import { DEMO_GAMES, demoReturns, type DemoGameId } from '../../../shared/demoGames/games';

/** Thumbnails are the provider's own SVG files, served beside it. */
export const thumbnailPath = (gameId: DemoGameId): string => `/vendor/demo/assets/${gameId}.svg`;

let returns: ReturnType<typeof demoReturns> | null = null;
/** The exact returns, computed once (the slot's from its strips, baccarat's by enumeration). */
export const statedReturns = (): ReturnType<typeof demoReturns> => (returns ??= demoReturns());

/** VENDORS-CONTRACT point 3: the game list the office's "sync" reads. */
export const gameList = () => ({
  games: DEMO_GAMES.map((g) => ({ ...g, thumbnail: thumbnailPath(g.gameId), rtp: Math.round(statedReturns().byGame[g.gameId] * 10000) / 10000 })),
});
