import { z } from 'zod';

/** pam_api.yml v0.6 request shapes (the fields Valkyrie's provider modules send). */
const Id = z.string().min(1).max(40);
/** Amount: a JSON number (6 decimals allowed by the spec); this site refuses a fraction of a won. */
const Amount = z.number().finite();

const TRANSACTION_TYPES = ['DEPOSIT', 'WITHDRAW', 'CANCEL', 'PROMODEPOSIT', 'PROMOWITHDRAW', 'PROMOCANCEL'] as const;

export const TransactionBody = z.object({
  currency: z.string().regex(/^[A-Z]{3}$/),
  provider: z.string().min(1).max(40),
  transactionType: z.enum(TRANSACTION_TYPES),
  cashAmount: Amount,
  bonusAmount: Amount,
  promoAmount: Amount,
  transactionDateTime: z.string().min(1).max(40),
  providerTransactionId: Id,
  providerBetRef: Id.optional().nullable(),
  providerGameId: Id.optional().nullable(),
  providerRoundId: Id.optional().nullable(),
  betCode: z.string().max(40).optional().nullable(),
  isGameOver: z.boolean().optional().nullable(),
  promos: z.array(z.unknown()).optional().nullable(),
  jackpots: z.array(z.unknown()).optional().nullable(),
  tip: z.unknown().optional().nullable(),
  roundTransactions: z.array(z.unknown()).optional().nullable(),
});
export type TransactionBody = z.infer<typeof TransactionBody>;

export const PlayerParams = z.object({ playerId: z.string().min(1).max(40) });
export const RoundParams = PlayerParams.extend({ providerGameRoundId: Id });
export const LookupQuery = z.object({
  provider: z.string().max(40).optional(),
  providerTransactionId: Id.optional(),
  providerBetRef: Id.optional(),
});
