import { PartnerMe } from '../api/office/partnerMe';
import { endpoint, NoBody, partner } from './endpoint';

/** §2 the partner's own page: rates, balances and the tree below it. */
export const partnerMe = {
  get: endpoint({
    path: '/api/partner/me',
    body: NoBody,
    response: PartnerMe,
    access: partner,
    summary: "The partner's my page: own rates, balances, the tree below",
  }),
};
