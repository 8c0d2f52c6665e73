import { pagedList } from '../api/common';
import {
  CouponGiftRequest,
  CouponGiftResult,
  CouponListRequest,
  CouponRow,
  CouponUseRequest,
  CouponUseResult,
} from '../api/coupons';
import { AttendanceCheckResult, AttendanceListRequest, AttendanceMonth } from '../api/attendance';
import { RouletteInfo, RouletteSpinResult } from '../api/roulette';
import { endpoint, member, NoBody } from './endpoint';

/** §2 coupons (/mypage/coupon/use|gift|list, mobile /member/couponMain). */
export const coupon = {
  list: endpoint({
    path: '/api/coupon/list',
    body: CouponListRequest,
    response: pagedList(CouponRow),
    access: member,
    summary: "The member's coupons, newest first",
  }),
  use: endpoint({
    path: '/api/coupon/use',
    body: CouponUseRequest,
    response: CouponUseResult,
    access: member,
    idempotent: true,
    summary: 'Use an unused coupon: credits its cash, points or spins once',
  }),
  gift: endpoint({
    path: '/api/coupon/gift',
    body: CouponGiftRequest,
    response: CouponGiftResult,
    access: member,
    idempotent: true,
    summary: 'Give an unused coupon to another member of the site',
  }),
};

/** §2 events: attendance check-in and the roulette. */
export const event = {
  attendance: {
    check: endpoint({
      path: '/api/event/attendance/check',
      body: NoBody,
      response: AttendanceCheckResult,
      access: member,
      idempotent: true,
      summary: 'Check in once per site day; pays the day and streak rewards',
    }),
    list: endpoint({
      path: '/api/event/attendance/list',
      body: AttendanceListRequest,
      response: AttendanceMonth,
      access: member,
      summary: 'The check-ins of a month, the streak and the next reward',
    }),
  },
  roulette: {
    info: endpoint({
      path: '/api/event/roulette/info',
      body: NoBody,
      response: RouletteInfo,
      access: member,
      summary: "The wheel, the member's spins, the next spin's seed hash and past spins",
    }),
    spin: endpoint({
      path: '/api/event/roulette/spin',
      body: NoBody,
      response: RouletteSpinResult,
      access: member,
      idempotent: true,
      summary: 'Spend one spin: drawn provably fair, the prize paid once',
    }),
  },
};
