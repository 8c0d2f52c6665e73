import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { Alert, Tab, Tabs, Typography } from '@mui/material';
import { PageFrame } from '../../ui';

const VIEWS = ['use', 'gift', 'list'] as const;
type CouponView = (typeof VIEWS)[number];

/**
 * §2 coupons (use, gift, list). No coupon API exists in this product yet (§7 lists none), so each
 * view is an honest empty state.
 */
export function CouponPages({ view }: { view?: CouponView }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const desktop = pathname.startsWith('/mypage/');
  // The mobile tree has one coupon route (/member/couponMain): its tabs switch in place.
  const [picked, setPicked] = useState<CouponView>('use');
  const current = view ?? (desktop ? VIEWS.find((name) => pathname.endsWith(`/coupon/${name}`)) : picked) ?? 'use';
  return (
    <PageFrame titleKey="front.coupon.title">
      <Tabs value={current} onChange={(_, next: CouponView) => setPicked(next)} sx={{ mb: 2 }}>
        {VIEWS.map((name) => (
          <Tab key={name} value={name} label={t(`front.coupon.${name}`)} {...(desktop && { component: RouterLink, to: `/mypage/coupon/${name}` })} />
        ))}
      </Tabs>
      <Typography color="text.secondary" sx={{ textAlign: 'center', py: 4 }}>
        {t(`front.coupon.empty.${current}`)}
      </Typography>
      <Alert severity="info">{t('front.coupon.notOffered')}</Alert>
    </PageFrame>
  );
}

export const CouponUsePage = () => <CouponPages view="use" />;
export const CouponGiftPage = () => <CouponPages view="gift" />;
export const CouponListPage = () => <CouponPages view="list" />;
