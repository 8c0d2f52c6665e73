/** pam_api.yml v0.6 ErrorCode: every code the PAM may answer. */
export const PamCode = {
  Undefined: 'PAM_ERR_UNDEFINED',
  AccNotFound: 'PAM_ERR_ACC_NOT_FOUND',
  GameNotFound: 'PAM_ERR_GAME_NOT_FOUND',
  RoundNotFound: 'PAM_ERR_ROUND_NOT_FOUND',
  TransNotFound: 'PAM_ERR_TRANS_NOT_FOUND',
  CashOverdraft: 'PAM_ERR_CASH_OVERDRAFT',
  BonusOverdraft: 'PAM_ERR_BONUS_OVERDRAFT',
  SessionNotFound: 'PAM_ERR_SESSION_NOT_FOUND',
  SessionExpired: 'PAM_ERR_SESSION_EXPIRED',
  MissingProvider: 'PAM_ERR_MISSING_PROVIDER',
  TransCurrency: 'PAM_ERR_TRANS_CURRENCY',
  NegativeStake: 'PAM_ERR_NEGATIVE_STAKE',
  CancelNotFound: 'PAM_ERR_CANCEL_NOT_FOUND',
  TransAlreadyCancelled: 'PAM_ERR_TRANS_ALREADY_CANCELLED',
  CancelNonWithdraw: 'PAM_ERR_CANCEL_NON_WITHDRAW',
  BetNotAllowed: 'PAM_ERR_BET_NOT_ALLOWED',
  PlayerNotFound: 'PAM_ERR_PLAYER_NOT_FOUND',
  ApiToken: 'PAM_ERR_API_TOKEN',
  TransAlreadySettled: 'PAM_ERR_TRANS_ALREADY_SETTLED',
  DuplicateTrans: 'PAM_ERR_DUPLICATE_TRANS',
  PromoOverdraft: 'PAM_ERR_PROMO_OVERDRAFT',
  Timeout: 'PAM_ERR_TIMEOUT',
} as const;
export type PamCode = (typeof PamCode)[keyof typeof PamCode];

/**
 * HTTP status of a refusal: the spec keeps HTTP errors for hard errors (401 a bad API token or
 * player session, 400 a request it cannot read); business refusals are 200 with status ERROR.
 */
const HTTP_OF: Partial<Record<PamCode, number>> = {
  [PamCode.ApiToken]: 401,
  [PamCode.SessionNotFound]: 401,
  [PamCode.SessionExpired]: 401,
  [PamCode.MissingProvider]: 400,
};

export interface PamBalance {
  cashAmount: number;
  bonusAmount: number;
  promoAmount: number;
}

/** A refusal in the spec's envelope; `balance` rides along where the spec says "and balance". */
export class PamError extends Error {
  constructor(
    readonly code: PamCode,
    message: string,
    readonly balance?: PamBalance,
    readonly http: number = HTTP_OF[code] ?? 200,
  ) {
    super(message);
  }
}
