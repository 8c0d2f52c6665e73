import { BONUS_KINDS, WAGER_PRODUCTS, WAGER_STATES } from '../../../shared/bonuses/terms';

/** Closed sets of the bonus screens, each shown through office.bonus.<group>.<value>. */
const choicesOf = (group: string, values: readonly (string | number)[]) =>
  values.map((id) => ({ id, name: `office.bonus.${group}.${id}` }));

export const bonusKindChoices = choicesOf('kind', BONUS_KINDS);
export const wagerStateChoices = choicesOf('state', WAGER_STATES);
export const bonusPaysChoices = choicesOf('pays', ['cash', 'point']);
/** Site-time days of the week, Sunday first (0), as the program stores them. */
export const weekdayChoices = choicesOf('weekday', [0, 1, 2, 3, 4, 5, 6]);
export { WAGER_PRODUCTS };
