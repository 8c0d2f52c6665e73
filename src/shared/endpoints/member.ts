import { bet } from './bets';
import { cash } from './cash';
import { common, site } from './common';
import { board, main, messages, qna } from './content';
import { identity } from './identity';
import { game, gameWallet } from './games';
import { minigame } from './minigame';
import { give, points } from './money';
import { partnerMe } from './partners';
import { responsible } from './responsible';
import { coupon, event } from './promotions';
import { sports } from './sports';
import { memberLevel } from './memberLevel';
import { bonus } from './bonuses';

/**
 * The member front's part of the endpoint table, under the same names as `API`. The member front
 * imports this rather than the whole table, so the office's entries and schemas stay out of its
 * first load (the build drops what no import reaches; see vite.config.ts treeshake).
 */
export const API = {
  identity,
  cash,
  bet,
  common,
  site,
  board,
  main,
  messages,
  qna,
  minigame,
  give,
  points,
  partnerMe,
  responsible,
  game,
  gameWallet,
  coupon,
  event,
  sports,
  memberLevel,
  bonus,
};
