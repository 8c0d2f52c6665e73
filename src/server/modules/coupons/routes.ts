import type { FastifyInstance } from 'fastify';
import { coupon } from '../../../shared/endpoints/promotions';
import { adminCouponKinds, adminCoupons } from '../../../shared/endpoints/promotionsOffice';
import { route } from '../../http/route';
import { idempotentMoneyCall } from '../ledger/idempotency';
import { giftCoupon, listCoupons, useCoupon } from './service';
import {
  couponIssue,
  couponKindCreate,
  couponKindGet,
  couponKindList,
  couponKindUpdate,
  issuedCouponList,
} from './officeService';

/** §2 coupons of the member, and the office's coupon kinds and issuing (area points). */
export default async function couponRoutes(app: FastifyInstance): Promise<void> {
  route(app, coupon.list, (req, { member }) => listCoupons(req.deps, member.id, req.body));
  route(app, coupon.use, (req, { member }) =>
    idempotentMoneyCall(req, (m) =>
      useCoupon(m, req.deps, { siteId: req.site.site.id, memberId: member.id }, req.body.couponId),
    ),
  );
  route(app, coupon.gift, (req, { member }) =>
    idempotentMoneyCall(req, (m) =>
      giftCoupon(m, req.deps, { siteId: req.site.site.id, memberId: member.id }, req.body.couponId, req.body.toMemId),
    ),
  );
  route(app, adminCouponKinds.list, (req, caller) => couponKindList(req.deps, caller.siteId, req.body));
  route(app, adminCouponKinds.get, (req, caller) => couponKindGet(req.deps, caller.siteId, Number(req.body.id)));
  route(app, adminCouponKinds.create, (req, caller) => couponKindCreate(req.deps, caller, req.body.data));
  route(app, adminCouponKinds.update, (req, caller) =>
    couponKindUpdate(req.deps, caller, Number(req.body.id), req.body.data),
  );
  route(app, adminCoupons.list, (req, caller) => issuedCouponList(req.deps, caller.siteId, req.body));
  route(app, adminCoupons.issue, (req, caller) => couponIssue(req.deps, caller, req.body.data));
}
