import { timingSafeEqual, createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { STAFF_ENDS, tokenHash } from '../sessions';
import { PamCode, PamError } from './errors';
import { balanceOfMember, getGameRound, getTransactions, refreshSession, sessionView } from './queries';
import { findSession, memberExists, type PamSession } from './repo';
import { LookupQuery, PlayerParams, RoundParams, TransactionBody } from './schemas';
import { addTransaction } from './transactions';
import { fastTransaction } from './fastPath';

/** Where Valkyrie reaches the wallet (its `pam.url`). */
const PAM_PREFIX = '/pam';

const digest = (s: string) => createHash('sha256').update(s).digest();
/** Constant time whatever the lengths: both sides are hashed to 32 bytes first (the expected one once). */
const sameSecret = (given: string, expected: Buffer): boolean => timingSafeEqual(digest(given), expected);

const header = (req: FastifyRequest, name: string): string | undefined => {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
};

const parse = <S extends z.ZodType>(schema: S, value: unknown): z.output<S> => {
  const res = schema.safeParse(value);
  if (!res.success)
    throw new PamError(
      PamCode.Undefined,
      `invalid request: ${res.error.issues.map((i) => i.path.join('.') || '(body)').join(', ')}`,
      undefined,
      400,
    );
  return res.data;
};

/**
 * The Valkyrie PAM API v0.6 (pam/pam_api.yml in valkyrie-fnd/valkyrie), mounted at /pam. Not an
 * /api call (DESIGN: Games and products): the spec's own bearer token (PAM_API_TOKEN, constant
 * time), player token header X-Player-Token, `provider` query, envelope `{ status, … }` and HTTP
 * statuses (401 token or session, 400 unreadable request, 200 with status ERROR for a refusal).
 * Settling calls (DEPOSIT, CANCEL, PROMODEPOSIT, look-ups) are accepted on an expired or ended
 * session: a round the player left must still be paid or refunded.
 */
export default async function pamPlugin(app: FastifyInstance): Promise<void> {
  const { deps } = app;

  app.setErrorHandler((error: Error, req, reply) => {
    if (error instanceof PamError) {
      return reply.code(error.http).send({
        status: 'ERROR',
        error: { code: error.code, message: error.message },
        ...(error.balance && { transactionResult: { balance: error.balance } }),
      });
    }
    // Fastify's own refusals (unreadable JSON, body too large) are the caller's fault: 400.
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500)
      return reply.code(400).send({ status: 'ERROR', error: { code: PamCode.Undefined, message: error.message } });
    req.log.error({ err: error }, 'pam call failed');
    return reply
      .code(500)
      .send({ status: 'ERROR', error: { code: PamCode.Undefined, message: `internal error, request ${req.id}` } });
  });

  /** pam_api.yml SessionToken: 32 to 40 characters; anything else finds no session. */
  const playerToken = (req: FastifyRequest): string => {
    const token = header(req, 'x-player-token') ?? '';
    return token.length >= 32 && token.length <= 40 ? token : '';
  };

  const expectedToken = digest(deps.config.PAM_API_TOKEN);
  const apiToken = (req: FastifyRequest): void => {
    const auth = header(req, 'authorization') ?? '';
    if (!sameSecret(auth.replace(/^Bearer\s+/i, ''), expectedToken))
      throw new PamError(PamCode.ApiToken, 'api token does not match');
  };

  /**
   * API token, provider and player session, in that order. A session past its time is expired
   * (PAM_ERR_SESSION_EXPIRED) except for `settling` calls; one ended by staff or maintenance still
   * answers, and its stakes are refused (PAM_ERR_BET_NOT_ALLOWED).
   */
  async function caller(
    req: FastifyRequest,
    settling: boolean,
  ): Promise<{ session: PamSession; provider: string; token: string }> {
    apiToken(req);
    const provider = (req.query as { provider?: unknown }).provider;
    if (typeof provider !== 'string' || !provider)
      throw new PamError(PamCode.MissingProvider, 'query parameter provider is required');
    const token = playerToken(req);
    const hash = token && tokenHash(token);
    const session = hash ? await findSession(deps.db, hash) : undefined;
    if (!session || session.provider !== provider)
      throw new PamError(PamCode.SessionNotFound, 'no session for this X-Player-Token and provider');
    deps.fastPaths?.pamSessions.remember(hash, session);
    const over =
      session.expires_at.getTime() <= deps.clock.now().getTime() ||
      (!!session.ended_at && !STAFF_ENDS.has(session.end_reason ?? ''));
    if (over && !settling) throw new PamError(PamCode.SessionExpired, 'player session expired');
    return { session, provider, token };
  }

  /** The path's player must be the session's: an unknown player PAM_ERR_PLAYER_NOT_FOUND, another one's session not found. */
  async function player(session: PamSession, playerId: string): Promise<void> {
    if (playerId === String(session.member_id)) return;
    const id = /^\d{1,15}$/.test(playerId) ? Number(playerId) : NaN;
    if (!Number.isSafeInteger(id) || !(await memberExists(deps.db, session.site_id, id)))
      throw new PamError(PamCode.PlayerNotFound, 'no such player');
    throw new PamError(PamCode.SessionNotFound, 'session of another player');
  }

  const ok = (reply: FastifyReply, entity: Record<string, unknown>) =>
    reply.code(200).send({ status: 'OK', ...entity });

  app.get(`${PAM_PREFIX}/players/session`, async (req, reply) => {
    const { session, token } = await caller(req, false);
    return ok(reply, { session: sessionView(session, token) });
  });

  app.put(`${PAM_PREFIX}/players/session`, async (req, reply) => {
    const { session, token } = await caller(req, false);
    return ok(reply, { session: await refreshSession(deps, session, token) });
  });

  app.get(`${PAM_PREFIX}/players/:playerId/balance`, async (req, reply) => {
    const { session } = await caller(req, false);
    await player(session, parse(PlayerParams, req.params).playerId);
    return ok(reply, { balance: await balanceOfMember(deps, session.member_id) });
  });

  app.get(`${PAM_PREFIX}/players/:playerId/transactions`, async (req, reply) => {
    const { session, provider } = await caller(req, true);
    await player(session, parse(PlayerParams, req.params).playerId);
    const q = parse(LookupQuery, req.query);
    if (!q.providerBetRef && !q.providerTransactionId)
      throw new PamError(PamCode.Undefined, 'providerTransactionId or providerBetRef is required', undefined, 400);
    return ok(reply, {
      transactions: await getTransactions(deps, session, provider, {
        betRef: q.providerBetRef,
        txId: q.providerTransactionId,
      }),
    });
  });

  app.post(`${PAM_PREFIX}/players/:playerId/transactions`, async (req, reply) => {
    apiToken(req);
    const body = parse(TransactionBody, req.body);
    // A stake or payout of a session seen before, in one statement when nothing needs judging.
    const token = playerToken(req);
    const named = (req.query as { provider?: unknown }).provider;
    if (token && typeof named === 'string') {
      const fast = await fastTransaction(deps, {
        hash: tokenHash(token),
        provider: named,
        playerId: parse(PlayerParams, req.params).playerId,
        body,
      });
      if (fast) return ok(reply, { transactionResult: fast });
    }
    const settling = body.transactionType !== 'WITHDRAW' && body.transactionType !== 'PROMOWITHDRAW';
    const { session, provider } = await caller(req, settling);
    await player(session, parse(PlayerParams, req.params).playerId);
    return ok(reply, { transactionResult: await addTransaction(deps, session, provider, body) });
  });

  app.get(`${PAM_PREFIX}/players/:playerId/gamerounds/:providerGameRoundId`, async (req, reply) => {
    const { session, provider } = await caller(req, true);
    const params = parse(RoundParams, req.params);
    await player(session, params.playerId);
    return ok(reply, { gameround: await getGameRound(deps, session, provider, params.providerGameRoundId) });
  });
}
