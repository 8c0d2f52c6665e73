import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { fakeApi, renderPage } from '../../ui/testKit';
import { CouponPages } from './CouponPages';

describe('coupons (§2; no coupon API yet)', () => {
  it('switches views in place on the single mobile route and says no offer runs', async () => {
    await renderPage(<CouponPages />, { api: fakeApi({}).api, path: '/member/couponMain' });
    expect(screen.getByText('사용할 수 있는 쿠폰이 없습니다.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: '쿠폰 내역' }));
    expect(screen.getByText('쿠폰 내역이 없습니다.')).toBeInTheDocument();
    expect(screen.getByText('현재 쿠폰 이벤트가 진행되지 않습니다.')).toBeInTheDocument();
  });

  it('shows the view of its desktop route', async () => {
    await renderPage(<CouponPages />, { api: fakeApi({}).api, path: '/mypage/coupon/gift' });
    expect(screen.getByText('선물할 수 있는 쿠폰이 없습니다.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '쿠폰 사용' })).toHaveAttribute('href', '/mypage/coupon/use');
  });
});
