import type { ApiClient } from '../../../../dataProvider/apiClient';
import { API } from '../../../../shared/endpoints/member';
import type { SessionStore } from '../../../session';
import { gameMoneyChanges } from './gameMoneyChanges';

/** Who a game window belongs to, for the work when it ends. */
export interface PlayedVendor {
  groupCode: string;
  procId: number;
}

/**
 * §4 when the game ends: a transfer vendor's money comes back (`/api/cash/outGameMoney` for its
 * group; a seamless vendor holds none, so the server answers moved 0), then the header coins and
 * the held game money refresh.
 */
export async function endGame(api: ApiClient, store: SessionStore, vendor: PlayedVendor): Promise<void> {
  if (!store.getState().token) return;
  try {
    await api.call(API.gameWallet.out, { gameCategory: vendor.groupCode, vendorKey: vendor.procId });
  } finally {
    const cash = await api.call(API.cash.balance);
    store.actions.setBalances(cash.cashAmt, cash.pointAmt);
    gameMoneyChanges.notify();
  }
}

/**
 * §4 keep-alive while a game is open: the member's token stays fresh, and the server's answer says
 * whether the game session still stands (false once staff switched the flag off or the vendor went
 * into maintenance). Resolves false when the game must close.
 */
export async function keepGameAlive(api: ApiClient, store: SessionStore): Promise<boolean> {
  await store.actions.ensureFreshToken();
  const answer = await api.call(API.game.keepAlive);
  return answer.open;
}
