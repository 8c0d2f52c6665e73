import {
  DIGITS_PATTERN,
  LETTERS_PATTERN,
  MEM_ID_PATTERN,
  NICK_LENGTH,
  PASSWORD_PATTERN,
  PHONE_PATTERN,
  WITHDRAW_PASSWORD_PATTERN,
} from '../../../shared/api/member';

export const SIGNUP_FIELDS = [
  'memId',
  'memPass',
  'memPassConfirm',
  'withdrawPass',
  'withdrawPassConfirm',
  'memNick',
  'name',
  'phone',
  'bankName',
  'accountNo',
  'accountHolder',
  'recommender',
] as const;
export type SignupField = (typeof SIGNUP_FIELDS)[number];
export type SignupValues = Record<SignupField, string>;

export const emptySignup = (): SignupValues => Object.fromEntries(SIGNUP_FIELDS.map((f) => [f, ''])) as SignupValues;

/** §5 sign-up rules, one check per field (the server checks the same and more: duplicates, blocks). */
const rules: Record<SignupField, (v: string, all: SignupValues) => boolean> = {
  memId: (v) => MEM_ID_PATTERN.test(v),
  memPass: (v) => PASSWORD_PATTERN.test(v),
  memPassConfirm: (v, all) => v !== '' && v === all.memPass,
  withdrawPass: (v) => WITHDRAW_PASSWORD_PATTERN.test(v),
  withdrawPassConfirm: (v, all) => v !== '' && v === all.withdrawPass,
  memNick: (v) => v.trim().length >= NICK_LENGTH.min && v.trim().length <= NICK_LENGTH.max,
  name: (v) => v.trim() !== '',
  // §5: digits and '-' only, Korean mobile form
  phone: (v) => PHONE_PATTERN.test(v),
  bankName: (v) => v.trim().length >= 2 && LETTERS_PATTERN.test(v.trim()),
  accountNo: (v) => DIGITS_PATTERN.test(v),
  accountHolder: (v) => v.trim() !== '' && LETTERS_PATTERN.test(v.trim()),
  recommender: (v) => v.trim() !== '',
};

/** The rule text of a field: shown as its hint, and as its error while the typed value breaks it. */
export const ruleKey = (field: SignupField): string => `front.signup.rule.${field}`;

export const fieldValid = (field: SignupField, values: SignupValues): boolean => rules[field](values[field], values);

export const signupValid = (values: SignupValues): boolean => SIGNUP_FIELDS.every((f) => fieldValid(f, values));
