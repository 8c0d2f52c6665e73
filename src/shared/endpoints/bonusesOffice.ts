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
import { endpoint, partner, staff } from './endpoint';

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
