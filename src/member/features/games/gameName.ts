/** §3: the Korean game name when the locale is ko, else the English one (the other when one is empty). */
export const gameName = (game: { name_KOR: string; name_ENG: string }, language: string): string =>
  (language === 'ko' ? game.name_KOR || game.name_ENG : game.name_ENG || game.name_KOR);
