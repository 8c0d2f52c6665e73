import { OfficeArea, OfficeId, officeList } from '../api/office';
import { createBody, listBody, updateBody } from '../api/office/common';
import {
  BonusGrantData,
  BonusProgramData,
  BonusProgramFilter,
  BonusProgramRecord,
  BonusRequirementFilter,
  BonusRequirementRecord,
} from '../api/office/bonuses';
import { PaybackRunRequest, PaybackRunResult } from '../api/office/payback';
import { BonusCostFilter, BonusCostRecord } from '../api/office/bonusCost';
import { endpoint, partner, staff } from './endpoint';
import { reportGrid } from './reportGrid';

const points = staff(OfficeArea.Points);

/** Bonus programs (area points): docs/domains/bonuses.md#programs. */
export const adminBonusPrograms = {
  list: endpoint({
    path: '/api/admin/bonusPrograms/list',
    body: listBody(BonusProgramFilter),
    response: officeList(BonusProgramRecord),
    access: points,
    summary: 'Bonus programs with how many grants each made',
  }),
  get: endpoint({
    path: '/api/admin/bonusPrograms/get',
    body: OfficeId,
    response: BonusProgramRecord,
    access: points,
    summary: 'One bonus program with its per-level terms',
  }),
  create: endpoint({
    path: '/api/admin/bonusPrograms/create',
    body: createBody(BonusProgramData),
    response: BonusProgramRecord,
    access: points,
    summary: 'Define a bonus program: kind, per-level rate or amount, cap, weights, rollover, expiry',
  }),
  update: endpoint({
    path: '/api/admin/bonusPrograms/update',
    body: updateBody(BonusProgramData),
    response: BonusProgramRecord,
    access: points,
    summary: 'Change a program, or turn it on or off (grants already made keep their terms)',
  }),
};

/** A staff grant (area points): docs/domains/bonuses.md#staff-grants. */
export const adminBonusGrants = {
  create: endpoint({
    path: '/api/admin/bonusGrants/create',
    body: createBody(BonusGrantData),
    response: BonusRequirementRecord,
    access: points,
    idempotent: true,
    summary: 'Grant a member a bonus under a staff program, with its wagering',
  }),
};

/** The weekly payback of an ended site week, run by hand (area points): docs/domains/bonuses.md#weekly-payback. */
export const adminBonusPayback = {
  run: endpoint({
    path: '/api/admin/bonusPayback/run',
    body: PaybackRunRequest,
    response: PaybackRunResult,
    access: points,
    summary: "Pay an ended site week's payback now; members paid already are not paid again",
  }),
};

const requirementsList = <P extends string, A extends typeof partner | ReturnType<typeof staff>>(
  path: P,
  access: A,
  summary: string,
) => ({
  list: endpoint({
    path,
    body: listBody(BonusRequirementFilter),
    response: officeList(BonusRequirementRecord),
    access,
    summary,
  }),
});

/** Grants and their wagering: staff over the site (area members), a partner over its subtree. */
export const adminBonusRequirements = requirementsList(
  '/api/admin/bonusRequirements/list',
  staff(OfficeArea.Members),
  "Members' bonus grants and their wagering",
);
export const partnerBonusRequirements = requirementsList(
  '/api/partner/bonusRequirements/list',
  partner,
  "Bonus grants and wagering of the partner's subtree",
);

/** What bonus programs cost (docs/domains/bonuses.md#the-cost-report): report grids, a partner's subtree or the site (area reports). */
export const partnerBonusCostReport = reportGrid(
  '/api/partner/reports/bonusCost',
  BonusCostFilter,
  BonusCostRecord,
  partner,
  "Bonus cost per site day, program and branch of the partner's subtree",
);
export const adminBonusCostReport = reportGrid(
  '/api/admin/reports/bonusCost',
  BonusCostFilter,
  BonusCostRecord,
  staff(OfficeArea.Reports),
  'Bonus cost per site day, program and partner of the site',
);
