/** A refusal of the demo provider's own HTTP calls: `{ error: code }` with this status. */
export class DemoError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
  ) {
    super(code);
    this.name = 'DemoError';
  }
}

/** Codes of the provider's own answers (the PAM codes pass through as they come). */
export const DemoCode = {
  BadRequest: 'BAD_REQUEST',
  UnknownGame: 'UNKNOWN_GAME',
  BadBets: 'BAD_BETS',
  Unauthorized: 'UNAUTHORIZED',
  SessionNotFound: 'SESSION_NOT_FOUND',
  GameMismatch: 'GAME_MISMATCH',
  InsufficientFunds: 'INSUFFICIENT_FUNDS',
  UnknownPlayer: 'UNKNOWN_PLAYER',
  RoundCancelled: 'ROUND_CANCELLED',
  WalletUnavailable: 'WALLET_UNAVAILABLE',
} as const;
