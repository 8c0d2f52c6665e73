import {
  CompanyCreateRequest,
  CompanyDetail,
  CompanyFee,
  CompanyFeeRequest,
  CompanyPtRequest,
  CompanyRecord,
  CompanyUpdateRequest,
} from '../api/office/companies';
import { OfficeArea, OfficeId, OfficeListQuery, officeList } from '../api/office';
import { endpoint, staff } from './endpoint';

const access = staff(OfficeArea.Companies);

/**
 * The master's companies (sites), their game PT in the ledger and the monthly GGR fee
 * (docs/domains/companies.md).
 */
export const adminCompanies = {
  list: endpoint({
    path: '/api/admin/companies/list',
    body: OfficeListQuery,
    response: officeList(CompanyRecord),
    access,
    summary: 'Companies this site runs, with user count and PT balance',
  }),
  get: endpoint({
    path: '/api/admin/companies/get',
    body: OfficeId,
    response: CompanyDetail,
    access,
    summary: 'One company with its last fees and PT movements',
  }),
  create: endpoint({
    path: '/api/admin/companies/create',
    body: CompanyCreateRequest,
    response: CompanyDetail,
    access,
    idempotent: true,
    summary: 'Register a company: a new site with its own key, and its PT account (K201 for a used id or code)',
  }),
  update: endpoint({
    path: '/api/admin/companies/update',
    body: CompanyUpdateRequest,
    response: CompanyDetail,
    access,
    summary: "Change a company's fields, fee rate or PT limit",
  }),
  ptTopUp: endpoint({
    path: '/api/admin/companies/ptTopUp',
    body: CompanyPtRequest,
    response: CompanyDetail,
    access,
    idempotent: true,
    summary: 'Add PT the company paid for',
  }),
  ptUse: endpoint({
    path: '/api/admin/companies/ptUse',
    body: CompanyPtRequest,
    response: CompanyDetail,
    access,
    idempotent: true,
    summary: 'Take PT the company used; never below minus its PT limit (K202)',
  }),
  chargeFee: endpoint({
    path: '/api/admin/companies/chargeFee',
    body: CompanyFeeRequest,
    response: CompanyFee,
    access,
    idempotent: true,
    summary: "Charge a past month's GGR fee (once: a second call answers the first charge; K203 for a month not ended)",
  }),
};
