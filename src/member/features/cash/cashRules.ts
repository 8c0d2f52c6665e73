import { WITHDRAW_PASSWORD_PATTERN } from '../../../shared/api/member';

/** Field → i18n key of the first broken §5 rule; an empty object means the form may be sent. */
export type FormErrors<F extends string> = Partial<Record<F, string>>;

export interface DepositInput {
  depositor: string;
  amount: number | null;
}

export interface WithdrawInput {
  amount: number | null;
  withdrawPassword: string;
}

/** §5 deposit: the depositor named, an amount chosen. Minimum, maximum and unit are the server's (C003-C005). */
export function depositErrors(input: DepositInput): FormErrors<keyof DepositInput> {
  const errors: FormErrors<keyof DepositInput> = {};
  if (!input.depositor.trim()) errors.depositor = 'front.cash.depositorRequired';
  if (!input.amount) errors.amount = 'api.C009';
  return errors;
}

/** §5 withdrawal: an amount chosen and not above the balance; the withdrawal password in the server's format. */
export function withdrawErrors(input: WithdrawInput, balance: number): FormErrors<keyof WithdrawInput> {
  const errors: FormErrors<keyof WithdrawInput> = {};
  if (!input.amount) errors.amount = 'api.C009';
  else if (input.amount > balance) errors.amount = 'api.C001';
  if (!input.withdrawPassword) errors.withdrawPassword = 'api.C028';
  else if (!WITHDRAW_PASSWORD_PATTERN.test(input.withdrawPassword))
    errors.withdrawPassword = 'front.cash.withdrawPasswordFormat';
  return errors;
}
