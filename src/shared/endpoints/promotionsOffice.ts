import { OfficeArea, OfficeId, officeList } from '../api/office';
import { createBody, listBody, updateBody } from '../api/office/common';
import {
  CouponIssue,
  CouponIssueResult,
  CouponKindData,
  CouponKindFilter,
  CouponKindRecord,
  IssuedCouponFilter,
  IssuedCouponRecord,
  PromotionPayoutFilter,
  PromotionPayoutRecord,
  RouletteGrant,
  RouletteGrantResult,
  RoulettePrizeData,
  RoulettePrizeRecord,
} from '../api/office/promotions';
import { z } from 'zod';
import { endpoint, partner, staff } from './endpoint';
import { reportGrid } from './reportGrid';

const points = staff(OfficeArea.Points);

/** Coupon kinds staff define (area points). */
export const adminCouponKinds = {
  list: endpoint({
    path: '/api/admin/couponKinds/list',
    body: listBody(CouponKindFilter),
    response: officeList(CouponKindRecord),
    access: points,
    summary: 'Coupon kinds with how many were issued and used',
  }),
  get: endpoint({
    path: '/api/admin/couponKinds/get',
    body: OfficeId,
    response: CouponKindRecord,
    access: points,
    summary: 'One coupon kind',
  }),
  create: endpoint({
    path: '/api/admin/couponKinds/create',
    body: createBody(CouponKindData),
    response: CouponKindRecord,
    access: points,
    summary: 'Define a coupon kind: reward, amount, validity',
  }),
  update: endpoint({
    path: '/api/admin/couponKinds/update',
    body: updateBody(CouponKindData),
    response: CouponKindRecord,
    access: points,
    summary: 'Change a kind (disabling it withdraws its unused coupons)',
  }),
};

/** Issued coupons and issuing (area points). */
export const adminCoupons = {
  list: endpoint({
    path: '/api/admin/coupons/list',
    body: listBody(IssuedCouponFilter),
    response: officeList(IssuedCouponRecord),
    access: points,
    summary: 'Issued coupons with holder and state',
  }),
  issue: endpoint({
    path: '/api/admin/coupons/issue',
    body: createBody(CouponIssue),
    response: CouponIssueResult,
    access: points,
    summary: 'Issue a kind to one member, a level, everyone or a partner subtree',
  }),
};

/** The roulette wheel and staff-given spins (area points). */
export const adminRoulettePrizes = {
  list: endpoint({
    path: '/api/admin/roulettePrizes/list',
    body: listBody(z.object({})),
    response: officeList(RoulettePrizeRecord),
    access: points,
    summary: 'The wheel in order, with each slot chance',
  }),
  get: endpoint({
    path: '/api/admin/roulettePrizes/get',
    body: OfficeId,
    response: RoulettePrizeRecord,
    access: points,
    summary: 'One slot',
  }),
  create: endpoint({
    path: '/api/admin/roulettePrizes/create',
    body: createBody(RoulettePrizeData),
    response: RoulettePrizeRecord,
    access: points,
    summary: 'Add a slot (prize and weight)',
  }),
  update: endpoint({
    path: '/api/admin/roulettePrizes/update',
    body: updateBody(RoulettePrizeData),
    response: RoulettePrizeRecord,
    access: points,
    summary: 'Change a slot (spins from now on)',
  }),
  delete: endpoint({
    path: '/api/admin/roulettePrizes/delete',
    body: OfficeId,
    response: z.object({ id: z.number().int() }),
    access: points,
    summary: 'Remove a slot (past spins keep their table)',
  }),
};
export const adminRouletteGrants = {
  create: endpoint({
    path: '/api/admin/rouletteGrants/create',
    body: createBody(RouletteGrant),
    response: RouletteGrantResult,
    access: points,
    summary: 'Give a member roulette spins',
  }),
};

/** What coupons, attendance and the roulette paid: a partner's subtree, or the site for staff (area reports); report grids. */
export const partnerPromotionReport = reportGrid(
  '/api/partner/reports/promotions',
  PromotionPayoutFilter,
  PromotionPayoutRecord,
  partner,
  "Promotion payouts of the partner's subtree",
);
export const adminPromotionReport = reportGrid(
  '/api/admin/reports/promotions',
  PromotionPayoutFilter,
  PromotionPayoutRecord,
  staff(OfficeArea.Reports),
  'Promotion payouts of the site',
);
