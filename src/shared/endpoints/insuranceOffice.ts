import { OfficeArea, OfficeId, officeList } from '../api/office';
import {
  InsuranceSettingsList,
  InsuranceSettingsRecord,
  InsuranceSettingsUpdate,
  InsuredBetList,
  InsuredBetRecord,
} from '../api/office/insurance';
import { endpoint, NoBody, partner, staff } from './endpoint';

const partnersArea = staff(OfficeArea.Partners);
/** §2 insured-bet settings: staff set each partner's; a partner reads its own. */
export const adminInsurance = {
  list: endpoint({
    path: '/api/admin/insurance/list',
    body: InsuranceSettingsList,
    response: officeList(InsuranceSettingsRecord),
    access: partnersArea,
    summary: "Every partner's insured-bet settings, paged",
  }),
  get: endpoint({
    path: '/api/admin/insurance/get',
    body: OfficeId,
    response: InsuranceSettingsRecord,
    access: partnersArea,
    summary: "One partner's insured-bet settings",
  }),
  update: endpoint({
    path: '/api/admin/insurance/update',
    body: InsuranceSettingsUpdate,
    response: InsuranceSettingsRecord,
    access: partnersArea,
    summary: "Set a partner's insured-bet settings (audited)",
  }),
};
export const partnerInsurance = {
  me: endpoint({
    path: '/api/partner/insurance/me',
    body: NoBody,
    response: InsuranceSettingsRecord,
    access: partner,
    summary: 'My insured-bet settings (read-only)',
  }),
};

/** §2 insured-bet list with the §3 insurance fields: staff the site's, a partner its subtree's. */
const insuredBets = <S extends string, A extends typeof partner | ReturnType<typeof staff<typeof OfficeArea.Bets>>>(
  scope: S,
  access: A,
  who: string,
) => ({
  list: endpoint({
    path: `/api/${scope}/insuredBets/list`,
    body: InsuredBetList,
    response: officeList(InsuredBetRecord),
    access,
    summary: `Insured slips of ${who}, paged`,
  }),
});
export const adminInsuredBets = insuredBets('admin', staff(OfficeArea.Bets), 'the site');
export const partnerInsuredBets = insuredBets('partner', partner, "the partner's subtree");
