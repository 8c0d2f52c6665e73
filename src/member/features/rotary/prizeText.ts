import type { TFunction } from 'i18next';
import type { RoulettePrize } from '../../../shared/api/roulette';
import { formatMoney } from '../../format';

/** A slot's words: the staff's label when there is one, else the prize itself ("5,000 P", "10,000 cash", "Try again"). */
export function prizeText(t: TFunction, p: Pick<RoulettePrize, 'label' | 'reward' | 'amount'>): string {
  if (p.label) return p.label;
  if (p.reward === 'none') return t('front.rotary.noPrize');
  return t(`front.coupon.rewardText.${p.reward}`, { amount: formatMoney(p.amount) });
}
