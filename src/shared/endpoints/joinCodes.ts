import { OfficeArea, OfficeId, officeList } from '../api/office';
import {
  AdminJoinCodeCreateRequest,
  AdminJoinCodeUpdateRequest,
  JoinCodeCreateRequest,
  JoinCodeList,
  JoinCodeRecord,
  JoinCodeUpdateRequest,
} from '../api/office/joinCodes';
import { endpoint, partner, staff } from './endpoint';

/** Partner sign-up codes and domains (docs/domains/partner-codes.md); the visit call is identity.joinVisit. */

/** A partner's codes: its own and its subtree's partners'. */
export const partnerJoinCodes = {
  list: endpoint({
    path: '/api/partner/joinCodes/list',
    body: JoinCodeList,
    response: officeList(JoinCodeRecord),
    access: partner,
    summary: "Sign-up codes of the partner's subtree",
  }),
  get: endpoint({
    path: '/api/partner/joinCodes/get',
    body: OfficeId,
    response: JoinCodeRecord,
    access: partner,
    summary: 'One sign-up code of my subtree (E007 outside it)',
  }),
  create: endpoint({
    path: '/api/partner/joinCodes/create',
    body: JoinCodeCreateRequest,
    response: JoinCodeRecord,
    access: partner,
    summary: 'A new sign-up code for me or a partner of my subtree (U602 for a code in use)',
  }),
  update: endpoint({
    path: '/api/partner/joinCodes/update',
    body: JoinCodeUpdateRequest,
    response: JoinCodeRecord,
    access: partner,
    summary: 'Rename, close or reopen a code of my subtree',
  }),
};

const partners = staff(OfficeArea.Partners);
/** Staff: every code of the site, and the domains that count as a code. */
export const adminJoinCodes = {
  list: endpoint({
    path: '/api/admin/joinCodes/list',
    body: JoinCodeList,
    response: officeList(JoinCodeRecord),
    access: partners,
    summary: 'Sign-up codes and partner domains of the site',
  }),
  get: endpoint({
    path: '/api/admin/joinCodes/get',
    body: OfficeId,
    response: JoinCodeRecord,
    access: partners,
    summary: 'One sign-up code',
  }),
  create: endpoint({
    path: '/api/admin/joinCodes/create',
    body: AdminJoinCodeCreateRequest,
    response: JoinCodeRecord,
    access: partners,
    summary: 'A new sign-up code for any partner, with its domain (U602 code in use, U603 domain in use)',
  }),
  update: endpoint({
    path: '/api/admin/joinCodes/update',
    body: AdminJoinCodeUpdateRequest,
    response: JoinCodeRecord,
    access: partners,
    summary: 'Rename, close, reopen a code or change its domain',
  }),
};
