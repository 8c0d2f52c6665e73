/** The chip colour of a slip's status, the same in the bet list and a sports slip's view. */
export const SLIP_STATUS_COLOR = {
  WIN: 'success',
  LOSE: 'error',
  TIE: 'info',
  BET: 'warning',
  CANCEL: 'default',
  CASHOUT: 'secondary',
  PENDING: 'info',
  REFUSED: 'default',
} as const;
