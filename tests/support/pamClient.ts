import type { FastifyInstance } from 'fastify';
import { DEMO } from '../../src/server/db/seed/demoSeed';
import { openGameSession } from '../../src/server/modules/vendors/sessions';

/**
 * A PAM client that sends what Valkyrie's generic PAM client (pam/genericpam/generic_client.go)
 * sends: bearer api key, X-Player-Token, X-Correlation-ID, `provider` in the query, JSON bodies.
 */
export interface PamAnswer {
  status: number;
  body: {
    status: 'OK' | 'ERROR';
    error?: { code: string; message: string };
    transactionResult?: {
      transactionId?: string;
      balance?: { cashAmount: number; bonusAmount: number; promoAmount: number };
    };
    [k: string]: unknown;
  };
}

export function pamClient(app: FastifyInstance, opts: { token: string; provider: string; apiKey?: string }) {
  const headers = (token = opts.token) => ({
    authorization: `Bearer ${opts.apiKey ?? 'demo-pam-token'}`,
    'x-player-token': token,
    'x-correlation-id': 'test',
  });
  const send = async (
    method: 'GET' | 'PUT' | 'POST',
    path: string,
    query: Record<string, string> = {},
    body?: unknown,
    token?: string,
  ): Promise<PamAnswer> => {
    const res = await app.inject({
      method,
      url: `/pam${path}`,
      query: { provider: opts.provider, ...query },
      headers: headers(token),
      ...(body !== undefined && { payload: body as object }),
    });
    return { status: res.statusCode, body: res.json() };
  };
  return {
    session: (token?: string) => send('GET', '/players/session', {}, undefined, token),
    refresh: (token?: string) => send('PUT', '/players/session', {}, undefined, token),
    balance: (playerId: string) => send('GET', `/players/${playerId}/balance`),
    lookup: (playerId: string, q: { providerBetRef?: string; providerTransactionId?: string }) =>
      send('GET', `/players/${playerId}/transactions`, q as Record<string, string>),
    add: (playerId: string, body: Record<string, unknown>) =>
      send('POST', `/players/${playerId}/transactions`, {}, body),
    round: (playerId: string, roundId: string) => send('GET', `/players/${playerId}/gamerounds/${roundId}`),
    raw: send,
  };
}

/** A PAM player session as a launch opens it (demo slot vendor 234, provider `demo`), bound to no member session unless named. */
export async function openSession(
  app: FastifyInstance,
  memberId: number,
  over: Partial<{ group: string; procId: number; provider: string; gameId: string; loginSessionId: string }> = {},
) {
  return openGameSession(app.deps, {
    siteId: DEMO.siteId,
    memberId,
    loginSessionId: over.loginSessionId ?? null,
    group: over.group ?? 'slot',
    procId: over.procId ?? 234,
    provider: over.provider ?? 'demo',
    gameId: over.gameId ?? 'demo-slot-5x3',
    adapterKind: 'valkyrie',
    language: 'ko',
  });
}

const base = (provider: string) => ({
  currency: 'KRW',
  provider,
  bonusAmount: 0,
  promoAmount: 0,
  transactionDateTime: '2026-11-25T00:00:00Z',
});

/**
 * Evolution's debit/credit/cancel as its model_mapper.go maps them: own transaction id, the bet's
 * refId, table id, game id (the round); the three differ only in their transactionType.
 */
const evolutionBet =
  (transactionType: 'WITHDRAW' | 'DEPOSIT' | 'CANCEL') =>
  (o: { id: string; ref: string; round: string; amount: number; table?: string }) => ({
    ...base('evolution'),
    transactionType,
    cashAmount: o.amount,
    providerTransactionId: o.id,
    providerBetRef: o.ref,
    providerGameId: o.table ?? 'demo-baccarat',
    providerRoundId: o.round,
  });

export const evolution = {
  debit: evolutionBet('WITHDRAW'),
  credit: evolutionBet('DEPOSIT'),
  cancel: evolutionBet('CANCEL'),
  promoPayout: (o: { id: string; round: string; amount: number; table?: string }) => ({
    ...base('evolution'),
    transactionType: 'PROMODEPOSIT',
    cashAmount: o.amount,
    providerTransactionId: o.id,
    providerGameId: o.table ?? 'demo-baccarat',
    providerRoundId: o.round,
  }),
};

/** Red Tiger's stake/payout/refund as its model_mapper.go maps them: the refund carries the stake's own transaction id; isGameOver is Round.Ends. */
export const redtiger = {
  stake: (o: { id: string; round: string; amount: number; ends?: boolean; game?: string }) => ({
    ...base('redtiger'),
    transactionType: 'WITHDRAW',
    cashAmount: o.amount,
    providerTransactionId: o.id,
    providerGameId: o.game ?? 'demo-slot-5x3',
    providerRoundId: o.round,
    isGameOver: o.ends ?? false,
  }),
  payout: (o: { id: string; round: string; amount: number; ends?: boolean; game?: string }) => ({
    ...base('redtiger'),
    transactionType: 'DEPOSIT',
    cashAmount: o.amount,
    providerTransactionId: o.id,
    providerGameId: o.game ?? 'demo-slot-5x3',
    providerRoundId: o.round,
    isGameOver: o.ends ?? true,
  }),
  refund: (o: { id: string; round: string; amount: number; game?: string }) => ({
    ...base('redtiger'),
    transactionType: 'CANCEL',
    cashAmount: o.amount,
    providerTransactionId: o.id,
    providerGameId: o.game ?? 'demo-slot-5x3',
    providerRoundId: o.round,
    isGameOver: false,
  }),
  promo: (o: { id: string; amount: number; game?: string }) => ({
    ...base('redtiger'),
    transactionType: 'PROMODEPOSIT',
    cashAmount: o.amount,
    promoAmount: 0,
    providerTransactionId: o.id,
    providerGameId: o.game ?? 'demo-slot-5x3',
    isGameOver: false,
  }),
};
