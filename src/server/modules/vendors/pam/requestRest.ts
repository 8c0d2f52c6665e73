import type { TransactionBody } from './schemas';

/** What a pam_transactions row holds of its request in columns of its own. */
export interface PamRowColumns {
  provider: string;
  kind: string;
  provider_tx_id: string;
  amount: number;
  currency: string;
  bet_ref: string | null;
  round_id: string | null;
  game_id: string | null;
}

/**
 * The request less what its row already holds (pam_transactions.body): the provider's own time and
 * whatever else it sent (bet code, game-over flag, promos, jackpots, tip), and any field whose value
 * the row keeps otherwise (a refund's amount is the stake's, a lobby session's game its own). The
 * look-ups answer from the columns; this keeps the rest of what was asked, in a fraction of the room.
 */
export function requestRest(body: TransactionBody, row: PamRowColumns): Record<string, unknown> {
  const held: Record<string, unknown> = {
    currency: row.currency,
    provider: row.provider,
    transactionType: row.kind,
    providerTransactionId: row.provider_tx_id,
    providerBetRef: row.bet_ref,
    providerRoundId: row.round_id,
    providerGameId: row.game_id,
    cashAmount: row.amount,
    bonusAmount: 0,
    promoAmount: 0,
  };
  const rest: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(body))
    if (value !== undefined && (held[field] ?? null) !== (value ?? null)) rest[field] = value;
  return rest;
}
