import { randomUUID } from 'node:crypto';
import type { Rng } from '../rules/rng';
import { happens, type Chaos } from './chaos';

/**
 * A client of the Valkyrie PAM API v0.6 (`pam/pam_api.yml`), sending what Valkyrie's provider
 * modules send: provider name in the `provider` query, the player session token in
 * X-Player-Token, a correlation id per call, the operator's API token as a bearer, and
 * transactions with every required field (bonus and promo amounts zero, cash in whole won).
 *
 * A lost answer (network error, timeout, 5xx, or chaos `drop`) is retried with the same body, as
 * a provider does: transactions are idempotent by providerTransactionId. Business refusals
 * (`status: ERROR`) are answers and are never retried.
 */
export const PROVIDER_NAME = 'demo';
const CURRENCY = 'KRW';
const ATTEMPTS = 8;
const TIMEOUT_MS = 5000;

export type TransactionType = 'WITHDRAW' | 'DEPOSIT' | 'CANCEL';

export interface PamBalance {
  cashAmount: number;
  bonusAmount: number;
  promoAmount: number;
}

export interface PamSession {
  playerId: string;
  token: string;
  currency: string;
  country: string;
  language: string;
  gameId?: string;
}

interface PamError {
  code: string;
  message: string;
}

type PamAnswer<T> = { ok: true; value: T } | { ok: false; error: PamError; balance?: PamBalance };

export interface TransactionRequest {
  playerId: string;
  token: string;
  type: TransactionType;
  amount: number;
  transactionId: string;
  betRef: string;
  gameId: string;
  roundId: string;
  betCode: string;
  isGameOver: boolean;
}

/** The answer never came after every attempt: the caller cannot know whether it was applied. */
export class LostAnswer extends Error {
  constructor(what: string) {
    super(`no answer from /pam for ${what}`);
  }
}

export interface PamClientOptions {
  baseUrl: () => string;
  apiToken: string;
  chaos: Chaos;
  rng: Rng;
  /** Pause before retry n (1, 2 …); tests shorten it. */
  backoffMs?: (attempt: number) => number;
}

export interface PamClient {
  getSession(token: string): Promise<PamAnswer<PamSession>>;
  getBalance(playerId: string, token: string): Promise<PamAnswer<PamBalance>>;
  transaction(req: TransactionRequest): Promise<PamAnswer<{ transactionId: string; balance: PamBalance }>>;
}

interface Sent {
  status: number;
  body: Record<string, unknown>;
}

const ERROR_ANSWER = (body: Record<string, unknown>): PamAnswer<never> => {
  const error = (body.error ?? {}) as Partial<PamError>;
  const balance =
    (body.transactionResult as { balance?: PamBalance } | undefined)?.balance ??
    (body.balance as PamBalance | undefined);
  return {
    ok: false,
    error: { code: error.code ?? 'PAM_ERR_UNDEFINED', message: error.message ?? '' },
    ...(balance ? { balance } : {}),
  };
};

export function pamClient(options: PamClientOptions): PamClient {
  const backoff = options.backoffMs ?? ((attempt) => Math.min(1000, 50 * 2 ** attempt));

  const once = async (method: 'GET' | 'POST' | 'PUT', path: string, token: string, body?: object): Promise<Sent> => {
    const response = await fetch(`${options.baseUrl()}/pam${path}`, {
      method,
      headers: {
        authorization: `Bearer ${options.apiToken}`,
        'x-player-token': token,
        'x-correlation-id': randomUUID(),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const text = await response.text();
    let parsed: Record<string, unknown>;
    try {
      parsed = JSON.parse(text) as Record<string, unknown>;
    } catch {
      parsed = {};
    }
    return { status: response.status, body: parsed };
  };

  /** Sends until an answer arrives (or gives up), then maybe repeats it (chaos). */
  const send = async (method: 'GET' | 'POST' | 'PUT', path: string, token: string, body?: object): Promise<Sent> => {
    for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
      const sent = await once(method, path, token, body).catch(() => null);
      const lost = sent === null || sent.status >= 500 || happens(options.chaos.drop, options.rng);
      if (!lost && sent) {
        if (happens(options.chaos.repeat, options.rng)) await once(method, path, token, body).catch(() => undefined);
        return sent;
      }
      if (attempt < ATTEMPTS) await new Promise((resolve) => setTimeout(resolve, backoff(attempt)));
    }
    throw new LostAnswer(`${method} ${path}`);
  };

  const query = `provider=${encodeURIComponent(PROVIDER_NAME)}`;

  return {
    async getSession(token) {
      const { body } = await send('GET', `/players/session?${query}`, token);
      return body.status === 'OK' ? { ok: true, value: body.session as PamSession } : ERROR_ANSWER(body);
    },
    async getBalance(playerId, token) {
      const { body } = await send('GET', `/players/${encodeURIComponent(playerId)}/balance?${query}`, token);
      return body.status === 'OK' ? { ok: true, value: body.balance as PamBalance } : ERROR_ANSWER(body);
    },
    async transaction(req) {
      const { body } = await send(
        'POST',
        `/players/${encodeURIComponent(req.playerId)}/transactions?${query}`,
        req.token,
        {
          currency: CURRENCY,
          provider: PROVIDER_NAME,
          transactionType: req.type,
          cashAmount: req.amount,
          bonusAmount: 0,
          promoAmount: 0,
          transactionDateTime: new Date().toISOString(),
          providerTransactionId: req.transactionId,
          providerBetRef: req.betRef,
          providerGameId: req.gameId,
          providerRoundId: req.roundId,
          betCode: req.betCode,
          isGameOver: req.isGameOver,
        },
      );
      if (body.status !== 'OK') return ERROR_ANSWER(body);
      const result = body.transactionResult as { transactionId: string; balance: PamBalance };
      return { ok: true, value: result };
    },
  };
}
