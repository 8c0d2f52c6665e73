import { z } from 'zod';
import { OfficeArea, OfficeId, OfficeIds, officeList } from '../api/office';
import {
  AdminPartnerCreateRequest,
  AdminPartnerUpdateRequest,
  PartnerList,
  PartnerRecord,
  PartnerTreeNode,
  PartnerTreeRequest,
} from '../api/office/partners';
import { RateRecord, RateUpdateRequest } from '../api/office/rates';
import {
  SettlementFilter,
  SettlementPaymentList,
  SettlementPaymentRecord,
  SettlementRecord,
  SettlementRunRequest,
  SettlementRunResult,
} from '../api/office/settlements';
import { endpoint, partner, staff } from './endpoint';
import { reportGrid } from './reportGrid';

/** §2 rate info of a lower member and §5 its change (G010 against parent and children, G013 one-day lock). */
export const partnerRates = {
  get: endpoint({
    path: '/api/partner/rates/get',
    body: OfficeId,
    response: z.array(RateRecord),
    access: partner,
    summary: 'Rates of a member of my subtree, per game group',
  }),
  update: endpoint({
    path: '/api/partner/rates/update',
    body: RateUpdateRequest,
    response: z.array(RateRecord),
    access: partner,
    summary: 'Set the rates of a lower partner (G010, G013)',
  }),
};

const partnersArea = staff(OfficeArea.Partners);
/** §6 staff view of partners of every tier, their rates and their tree. */
export const adminPartners = {
  list: endpoint({
    path: '/api/admin/partners/list',
    body: PartnerList,
    response: officeList(PartnerRecord),
    access: partnersArea,
    summary: 'Partners, paged, with their tree sizes',
  }),
  get: endpoint({
    path: '/api/admin/partners/get',
    body: OfficeId,
    response: PartnerRecord,
    access: partnersArea,
    summary: 'One partner',
  }),
  getMany: endpoint({
    path: '/api/admin/partners/getMany',
    body: OfficeIds,
    response: z.array(PartnerRecord),
    access: partnersArea,
    summary: 'Partners by id',
  }),
  create: endpoint({
    path: '/api/admin/partners/create',
    body: AdminPartnerCreateRequest,
    response: PartnerRecord,
    access: partnersArea,
    summary: 'Create a head office, or a partner below a partner of a higher tier',
  }),
  update: endpoint({
    path: '/api/admin/partners/update',
    body: AdminPartnerUpdateRequest,
    response: PartnerRecord,
    access: partnersArea,
    summary: 'Change recommendYn, memo and rates (G010 both ways; no day lock for staff)',
  }),
  tree: endpoint({
    path: '/api/admin/partners/tree',
    body: PartnerTreeRequest,
    response: z.array(PartnerTreeNode),
    access: partnersArea,
    summary: 'The partner tree, from the top or from rootId',
  }),
};

/** §2 daily partner settlement: a partner sees its own and its subtree's rows. */
export const partnerSettlements = {
  ...reportGrid(
    '/api/partner/settlements',
    SettlementFilter,
    SettlementRecord,
    partner,
    'Settlements of my subtree, me included',
  ),
};

const settlementsArea = staff(OfficeArea.Settlements);
/** Staff: the whole site's settlements and the run of one ended day (a re-run pays nothing twice). */
export const adminSettlements = {
  ...reportGrid(
    '/api/admin/settlements',
    SettlementFilter,
    SettlementRecord,
    settlementsArea,
    'Settlements of the site',
  ),
  run: endpoint({
    path: '/api/admin/settlements/run',
    body: SettlementRunRequest,
    response: SettlementRunResult,
    access: settlementsArea,
    summary: 'Settle one ended site day; rows already paid are skipped',
  }),
};

/** §2 "settlement payment": what the daily settlement paid each partner, per partner and day. */
export const partnerSettlementPayments = {
  list: endpoint({
    path: '/api/partner/settlementPayments/list',
    body: SettlementPaymentList,
    response: officeList(SettlementPaymentRecord),
    access: partner,
    summary: 'Commission paid to me and the partners of my subtree, per day',
  }),
};
export const adminSettlementPayments = {
  list: endpoint({
    path: '/api/admin/settlementPayments/list',
    body: SettlementPaymentList,
    response: officeList(SettlementPaymentRecord),
    access: settlementsArea,
    summary: 'Commission paid to every partner, per day',
  }),
};
