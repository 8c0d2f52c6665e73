import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CouponRow } from '../../../shared/api/coupons';
import { fakeApi, renderPage } from '../../ui/testKit';
import { CouponPages } from './CouponPages';

const coupon = (couponId: number, reward: CouponRow['reward'], amount: number): CouponRow => ({
  couponId,
  name: `쿠폰 ${couponId}`,
  reward,
  amount,
  state: 'unused',
  expiresAt: '2026-12-31T00:00:00.000Z',
  createdAt: '2026-11-20T00:00:00.000Z',
  usedAt: null,
  giftedBy: null,
});
const page = (list: CouponRow[]) => ({
  data: { list, pageInfo: { page: 1, count_per_list: 10, tatal_list_count: list.length } },
});

describe('coupons (§2)', () => {
  it('uses a coupon after a confirm, with one idempotency key, and says what was credited', async () => {
    let used = false;
    const { api, calls } = fakeApi({
      '/api/coupon/list': () => page(used ? [] : [coupon(7, 'point', 5_000)]),
      '/api/coupon/use': () => (
        (used = true),
        { data: { couponId: 7, reward: 'point', amount: 5_000, cashAmt: 0, pointAmt: 5_000 } }
      ),
    });
    await renderPage(<CouponPages />, { api, path: '/member/couponMain' });
    expect(await screen.findByText('5,000 P')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('coupon-use-7'));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '확인' }));
    expect(await screen.findByText('5,000 P 지급되었습니다.')).toBeInTheDocument();
    const use = calls.find((c) => c.path === '/api/coupon/use')!;
    expect(use.body).toMatchObject({ couponId: 7 });
    expect(use.headers['idempotency-key']).toBeTruthy();
    expect(await screen.findByText('사용할 수 있는 쿠폰이 없습니다.')).toBeInTheDocument();
  });

  it('shows a refusal in words, and the gift view of its desktop route', async () => {
    const { api } = fakeApi({
      '/api/coupon/list': () => page([coupon(8, 'spin', 3)]),
      '/api/coupon/gift': () => ({ resultCode: 'V104' }),
    });
    await renderPage(<CouponPages />, { api, path: '/mypage/coupon/gift' });
    expect(screen.getByRole('tab', { name: '쿠폰 사용' })).toHaveAttribute('href', '/mypage/coupon/use');
    fireEvent.mouseDown(within(await screen.findByRole('form')).getByRole('combobox'));
    fireEvent.click(await screen.findByRole('option', { name: /쿠폰 8/ }));
    fireEvent.change(screen.getByTestId('gift-to'), { target: { value: 'member01' } });
    fireEvent.click(screen.getByRole('button', { name: '선물하기' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(screen.getByText('자신에게는 쿠폰을 선물할 수 없습니다.')).toBeInTheDocument());
  });

  it('lists every coupon with its state on the history tab', async () => {
    const { api } = fakeApi({
      '/api/coupon/list': (body) =>
        page(body.state === 'all' ? [{ ...coupon(9, 'cash', 10_000), state: 'used', giftedBy: '친구' }] : []),
    });
    await renderPage(<CouponPages />, { api, path: '/member/couponMain' });
    fireEvent.click(screen.getByRole('tab', { name: '쿠폰 내역' }));
    expect(await screen.findByText('사용 완료')).toBeInTheDocument();
    expect(screen.getByText('캐시 10,000')).toBeInTheDocument();
    expect(screen.getByText(/친구님의 선물/)).toBeInTheDocument();
  });
});
