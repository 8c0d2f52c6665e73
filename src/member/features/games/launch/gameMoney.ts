import type { ApiClient } from '../../../../dataProvider/apiClient';
import type { HeldGameMoney } from '../../../../shared/api/games';
import { API } from '../../../../shared/endpoints/member';
import type { SessionStore } from '../../../session';
import { endGame } from './gameEnd';

/** What the transfer-wallet vendors hold for the member now (docs/domains/vendors.md#money-left-at-a-vendor). */
export const heldGameMoney = (api: ApiClient): Promise<HeldGameMoney> => api.call(API.gameWallet.held);

/**
 * Brings back everything the vendors hold, vendor by vendor, through the same call as a game's end
 * (the server pays each once however many ask at once). Answers what is still held afterwards.
 */
export async function recoverGameMoney(api: ApiClient, store: SessionStore): Promise<HeldGameMoney> {
  const held = await heldGameMoney(api);
  for (const vendor of held.vendors) await endGame(api, store, vendor);
  return held.vendors.length ? heldGameMoney(api) : held;
}
