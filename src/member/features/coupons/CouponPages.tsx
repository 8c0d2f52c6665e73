import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { Tab, Tabs } from '@mui/material';
import { PageFrame } from '../../ui';
import { CouponGiftView } from './CouponGiftView';
import { CouponListView } from './CouponListView';
import { CouponUseView } from './CouponUseView';

const VIEWS = { use: CouponUseView, gift: CouponGiftView, list: CouponListView } as const;
type CouponView = keyof typeof VIEWS;
const NAMES = Object.keys(VIEWS) as CouponView[];

/**
 * §2 coupons: use, gift and history. The desktop tree has a route per view (/mypage/coupon/use|gift|list);
 * the mobile tree has one (/member/couponMain) whose tabs switch in place.
 */
export function CouponPages({ view }: { view?: CouponView }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const desktop = pathname.startsWith('/mypage/');
  const [picked, setPicked] = useState<CouponView>('use');
  const current = view ?? (desktop ? NAMES.find((name) => pathname.endsWith(`/coupon/${name}`)) : picked) ?? 'use';
  const View = VIEWS[current];
  return (
    <PageFrame titleKey="front.coupon.title">
      <Tabs value={current} onChange={(_, next: CouponView) => setPicked(next)} sx={{ mb: 2 }} variant="fullWidth">
        {NAMES.map((name) => (
          <Tab
            key={name}
            value={name}
            label={t(`front.coupon.${name}`)}
            {...(desktop && { component: RouterLink, to: `/mypage/coupon/${name}` })}
          />
        ))}
      </Tabs>
      <View key={current} />
    </PageFrame>
  );
}

export const CouponUsePage = () => <CouponPages view="use" />;
export const CouponGiftPage = () => <CouponPages view="gift" />;
export const CouponListPage = () => <CouponPages view="list" />;
