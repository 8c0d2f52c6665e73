import type { TFunction } from 'i18next';
import type { CouponReward } from '../../../shared/api/coupons';
import { formatMoney } from '../../format';

/** "5,000 P", "10,000 cash", "3 roulette spins" in the member's language. */
export const rewardText = (t: TFunction, reward: CouponReward, amount: number): string =>
  t(`front.coupon.rewardText.${reward}`, { amount: formatMoney(amount) });
