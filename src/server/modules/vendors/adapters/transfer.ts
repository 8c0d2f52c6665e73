import {
  AdapterUnreachable,
  callJson,
  fetchGameList,
  type ResolvedSettings,
  type TransferWallet,
  type VendorAdapter,
  type VendorRound,
} from './adapter';

/**
 * Vendors that keep the player's balance themselves (VENDORS-CONTRACT point 4): every call is a
 * POST with JSON and the operator key as bearer, amounts in whole won, `{ error }` with a 4xx.
 * Games are listed like the seamless demo provider's (`{base}/games`).
 */
export function transferAdapter(s: ResolvedSettings): VendorAdapter {
  const auth = { authorization: `Bearer ${s.apiKey}` };
  const post = <T>(path: string, body: unknown) =>
    callJson<T>(`${s.baseUrl}/transfer/${path}`, { method: 'POST', headers: auth, body });
  const balanceOf = (res: { balance?: unknown }): number => {
    if (typeof res.balance !== 'number' || !Number.isSafeInteger(res.balance))
      throw new AdapterUnreachable('answer without a whole balance');
    return res.balance;
  };
  const wallet: TransferWallet = {
    deposit: async (playerId, amount, transactionId) =>
      balanceOf(await post('deposit', { playerId, amount, transactionId })),
    withdraw: async (playerId, amount, transactionId) =>
      balanceOf(await post('withdraw', { playerId, amount, transactionId })),
    balance: async (playerId) => balanceOf(await post('balance', { playerId })),
    transaction: (transactionId) => post('transaction', { transactionId }),
    rounds: async (since, limit) => (await post<{ rounds?: VendorRound[] }>('rounds', { since, limit })).rounds ?? [],
  };
  return {
    kind: 'transfer',
    provider: s.provider,
    async launch(input) {
      const res = await post<{ gameUrl?: unknown }>('launch', {
        playerId: input.playerId,
        gameId: input.gameId,
        lang: input.language,
      });
      if (typeof res.gameUrl !== 'string' || !res.gameUrl) throw new AdapterUnreachable('launch answered no gameUrl');
      return res.gameUrl;
    },
    games: () => fetchGameList(s),
    wallet,
  };
}
