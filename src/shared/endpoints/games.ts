import {
  CasinoLaunchRequest,
  GameListRequest,
  GameListResponse,
  GenericLaunchAnswer,
  GenericLaunchRequest,
  HeldGameMoney,
  KeepAliveAnswer,
  LaunchAnswer,
  OutGameMoneyAnswer,
  OutGameMoneyRequest,
  SlotLaunchRequest,
  SportsLaunchRequest,
} from '../api/games';
import { endpoint, guest, member, NoBody } from './endpoint';

/**
 * §7 /api/game/*: vendor games (casino, slot, sports, virtual, e-sports, fishing). A launch
 * answers the address the front loads into the window it opened first (§4); betting maintenance
 * (S004) and a vendor's own check close launches.
 */
export const game = {
  list: endpoint({
    path: '/api/game/gamelist',
    body: GameListRequest,
    response: GameListResponse,
    access: guest,
    summary: 'The games of one vendor (§3 slot game entries, the excluded codes left out)',
  }),
  casino: endpoint({
    path: '/api/game/getGame/casino',
    body: CasinoLaunchRequest,
    response: LaunchAnswer,
    access: member,
    idempotent: true,
    closedBy: ['bet'],
    summary: 'Launch a casino table or lobby (casinoOpen)',
  }),
  slot: endpoint({
    path: '/api/game/getGame/slot',
    body: SlotLaunchRequest,
    response: LaunchAnswer,
    access: member,
    idempotent: true,
    closedBy: ['bet'],
    summary: 'Launch a slot game (slotOpen)',
  }),
  sports: endpoint({
    path: '/api/game/getGame/crownSports',
    body: SportsLaunchRequest,
    response: LaunchAnswer,
    access: member,
    idempotent: true,
    closedBy: ['bet'],
    summary: 'Launch a sports vendor',
  }),
  launch: endpoint({
    path: '/api/game/getGame',
    body: GenericLaunchRequest,
    response: GenericLaunchAnswer,
    access: member,
    idempotent: true,
    closedBy: ['bet'],
    summary: 'Generic launch: vendorKey, gameType (group), gameKey',
  }),
  keepAlive: endpoint({
    path: '/api/game/keepAlive',
    body: NoBody,
    response: KeepAliveAnswer,
    access: member,
    summary: '§4 10-second check while the game window is open: keeps the game session alive',
  }),
};

/** §7 /api/cash/outGameMoney: money held by a transfer-wallet vendor comes back to cash. */
export const gameWallet = {
  out: endpoint({
    path: '/api/cash/outGameMoney',
    body: OutGameMoneyRequest,
    response: OutGameMoneyAnswer,
    access: member,
    idempotent: true,
    summary: 'Bring game money back from transfer-wallet vendors (C010 without a category)',
  }),
  held: endpoint({
    path: '/api/cash/gameMoney',
    body: NoBody,
    response: HeldGameMoney,
    access: member,
    summary: 'The money transfer-wallet vendors hold for the member now, per vendor',
  }),
};
