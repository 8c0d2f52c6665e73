import type { AppDeps } from '../../../deps';
import { SITE_COUNTRY, SITE_CURRENCY, playerIdOf } from '../launch';
import { rotateToken } from '../sessionRepo';
import { newPlayerToken, tokenHash } from '../sessions';
import { PamCode, PamError, type PamBalance } from './errors';
import { cashBalance, findRound, lookupTransactions, type PamSession, type PamTxRow } from './repo';

/** pam_api.yml Session: fixed for the session's life (only the token changes on refresh). */
export const sessionView = (s: PamSession, token: string) => ({
  playerId: playerIdOf(s.member_id),
  token,
  currency: SITE_CURRENCY,
  country: SITE_COUNTRY,
  language: s.language.toUpperCase(),
  gameId: s.game_id || undefined,
});

/** refreshSession: a new token replaces the old one, which is no longer found. */
export async function refreshSession(deps: Pick<AppDeps, 'db'>, s: PamSession, oldToken: string) {
  const token = newPlayerToken();
  const res = await rotateToken(deps.db, s.id, tokenHash(oldToken), tokenHash(token));
  if (Number(res.numUpdatedRows) !== 1) throw new PamError(PamCode.SessionNotFound, 'session was refreshed or ended');
  return sessionView(s, token);
}

export async function balanceOfMember(deps: Pick<AppDeps, 'db'>, memberId: number): Promise<PamBalance> {
  const cash = await cashBalance(deps.db, memberId);
  if (cash === undefined) throw new PamError(PamCode.AccNotFound, 'no cash account');
  return { cashAmount: cash, bonusAmount: 0, promoAmount: 0 };
}

const toTransaction = (t: PamTxRow) => ({
  currency: t.currency,
  provider: t.provider,
  transactionType: t.kind,
  cashAmount: t.amount,
  bonusAmount: 0,
  promoAmount: 0,
  transactionDateTime: t.created_at.toISOString(),
  providerTransactionId: t.provider_tx_id,
  providerBetRef: t.bet_ref ?? undefined,
  providerGameId: t.game_id ?? undefined,
  providerRoundId: t.round_id ?? undefined,
});

/** getTransactions: by providerBetRef (preferred when both are given) or providerTransactionId. */
export async function getTransactions(
  deps: Pick<AppDeps, 'db'>,
  s: PamSession,
  provider: string,
  by: { betRef?: string; txId?: string },
) {
  return (await lookupTransactions(deps.db, s.site_id, provider, s.member_id, by)).map(toTransaction);
}

export async function getGameRound(deps: Pick<AppDeps, 'db'>, s: PamSession, provider: string, roundId: string) {
  const round = await findRound(deps.db, s.site_id, provider, s.member_id, roundId);
  if (!round) throw new PamError(PamCode.RoundNotFound, 'no such game round');
  return {
    providerGameId: round.game_id,
    providerRoundId: round.round_id,
    startTime: round.started_at.toISOString(),
    endTime: round.ended_at?.toISOString(),
  };
}
