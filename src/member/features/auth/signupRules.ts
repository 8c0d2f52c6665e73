import { confirmRules, memberFieldRules } from '../../../shared/api/member';

const SIGNUP_FIELDS = [
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

/**
 * §5 sign-up rules: the server's own rules (memberFieldRules, shared), so what the form accepts is
 * what the server accepts; a confirmation must be typed and match.
 */
export const fieldValid = (field: SignupField, all: SignupValues): boolean => {
  if (field === 'memPassConfirm')
    return all.memPassConfirm !== '' && confirmRules.password(all.memPass, all.memPassConfirm) === null;
  if (field === 'withdrawPassConfirm')
    return (
      all.withdrawPassConfirm !== '' &&
      confirmRules.withdrawPassword(all.withdrawPass, all.withdrawPassConfirm) === null
    );
  return memberFieldRules[field](all[field]) === null;
};

/** The rule text of a field: shown as its hint, and as its error while the typed value breaks it. */
export const ruleKey = (field: SignupField): string => `front.signup.rule.${field}`;

/** The fields the form asks for: through a partner link the recommender is the link's (docs/domains/partner-codes.md). */
export const signupFields = (viaLink: boolean): readonly SignupField[] =>
  viaLink ? SIGNUP_FIELDS.filter((f) => f !== 'recommender') : SIGNUP_FIELDS;

export const signupValid = (values: SignupValues, fields: readonly SignupField[] = SIGNUP_FIELDS): boolean =>
  fields.every((f) => fieldValid(f, values));
