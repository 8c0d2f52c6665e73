import {
  CORRECTION_ASSETS,
  CORRECTION_DIRECTIONS,
  CORRECTION_REASONS,
  CORRECTION_STATUSES,
} from '../../../shared/api/corrections';

/** The closed sets of a correction, each shown through office.<group>.<value>. */
const choicesOf = (group: string, values: readonly string[]) =>
  values.map((id) => ({ id, name: `office.${group}.${id}` }));

export const reasonChoices = choicesOf('correctionReason', CORRECTION_REASONS);
export const directionChoices = choicesOf('correctionDirection', CORRECTION_DIRECTIONS);
export const statusChoices = choicesOf('correctionStatus', CORRECTION_STATUSES);
export const assetChoices = CORRECTION_ASSETS.map((id) => ({ id, name: `office.promotions.asset.${id}` }));
