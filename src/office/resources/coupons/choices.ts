/** Closed sets of the promotion screens, each shown through office.promotions.<group>.<value>. */
const choicesOf = (group: string, values: readonly string[]) =>
  values.map((id) => ({ id, name: `office.promotions.${group}.${id}` }));

export const couponRewardChoices = choicesOf('reward', ['cash', 'point', 'spin']);
export const couponStateChoices = choicesOf('state', ['unused', 'used', 'expired']);
export const couponTargetChoices = choicesOf('target', ['member', 'level', 'all', 'subtree']);
export const rouletteRewardChoices = choicesOf('reward', ['cash', 'point', 'none']);
