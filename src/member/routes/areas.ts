/** The feature areas whose pages the route tables name: each area is one chunk, loaded on first use. */
export const areas = {
  attendance: () => import('../features/attendance'),
  board: () => import('../features/board'),
  bonuses: () => import('../features/bonuses'),
  cash: () => import('../features/cash'),
  coupons: () => import('../features/coupons'),
  cs: () => import('../features/cs'),
  games: () => import('../features/games'),
  messages: () => import('../features/messages'),
  minigame: () => import('../features/minigame'),
  mypage: () => import('../features/mypage'),
  points: () => import('../features/points'),
  responsible: () => import('../features/responsible'),
  rotary: () => import('../features/rotary'),
  slot: () => import('../features/slot'),
  sports: () => import('../features/sports'),
};
