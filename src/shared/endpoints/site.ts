import { z } from 'zod';
import { OfficeArea, OfficeId, OfficeIds, officeList } from '../api/office';
import { CodeCreateRequest, CodeList, CodeRecord, CodeUpdateRequest } from '../api/office/codes';
import { LevelCreateRequest, LevelList, LevelRecord, LevelUpdateRequest } from '../api/office/levels';
import {
  SiteCheckCreateRequest,
  SiteCheckList,
  SiteCheckRecord,
  SiteCheckUpdateRequest,
  SiteOptionsUpdateRequest,
} from '../api/office/site';
import { SiteOptionsSchema } from '../api/site';
import { endpoint, staff, NoBody } from './endpoint';

/** Site settings in the office (area site): levels, common codes, maintenance checks, options. */
const access = staff(OfficeArea.Site);
const Deleted = z.object({ id: z.union([z.number().int(), z.string()]) });

/** §5 per-level bet limits and point percents; a level is named by its number. */
export const adminLevels = {
  list: endpoint({
    path: '/api/admin/levels/list',
    body: LevelList,
    response: officeList(LevelRecord),
    access,
    summary: 'Levels with their limits and member counts',
  }),
  get: endpoint({ path: '/api/admin/levels/get', body: OfficeId, response: LevelRecord, access, summary: 'One level' }),
  getMany: endpoint({
    path: '/api/admin/levels/getMany',
    body: OfficeIds,
    response: z.array(LevelRecord),
    access,
    summary: 'Levels by number',
  }),
  create: endpoint({
    path: '/api/admin/levels/create',
    body: LevelCreateRequest,
    response: LevelRecord,
    access,
    summary: 'Add a level (min ≤ max ≤ win limit)',
  }),
  update: endpoint({
    path: '/api/admin/levels/update',
    body: LevelUpdateRequest,
    response: LevelRecord,
    access,
    summary: "Change a level's limits or point percents",
  }),
};

/** §3 common codes, shared by every site of the installation; a code is named `<groupCode>:<code>`. */
export const adminCodes = {
  list: endpoint({
    path: '/api/admin/codes/list',
    body: CodeList,
    response: officeList(CodeRecord),
    access,
    summary: 'Common codes, filtered by group or code',
  }),
  get: endpoint({
    path: '/api/admin/codes/get',
    body: OfficeId,
    response: CodeRecord,
    access,
    summary: 'One common code',
  }),
  getMany: endpoint({
    path: '/api/admin/codes/getMany',
    body: OfficeIds,
    response: z.array(CodeRecord),
    access,
    summary: 'Common codes by id',
  }),
  create: endpoint({
    path: '/api/admin/codes/create',
    body: CodeCreateRequest,
    response: CodeRecord,
    access,
    summary: 'Add a common code (a taken pair: E003)',
  }),
  update: endpoint({
    path: '/api/admin/codes/update',
    body: CodeUpdateRequest,
    response: CodeRecord,
    access,
    summary: "Change a code's name, English group name or order",
  }),
  delete: endpoint({
    path: '/api/admin/codes/delete',
    body: OfficeId,
    response: Deleted,
    access,
    summary: 'Remove a common code',
  }),
};

/** §3 site maintenance and per-game checks; switching whole-site maintenance sends INSPECT (§4). */
export const adminSiteChecks = {
  list: endpoint({
    path: '/api/admin/siteChecks/list',
    body: SiteCheckList,
    response: officeList(SiteCheckRecord),
    access,
    summary: 'Maintenance checks, filtered by kind or state',
  }),
  get: endpoint({
    path: '/api/admin/siteChecks/get',
    body: OfficeId,
    response: SiteCheckRecord,
    access,
    summary: 'One maintenance check',
  }),
  getMany: endpoint({
    path: '/api/admin/siteChecks/getMany',
    body: OfficeIds,
    response: z.array(SiteCheckRecord),
    access,
    summary: 'Maintenance checks by id',
  }),
  create: endpoint({
    path: '/api/admin/siteChecks/create',
    body: SiteCheckCreateRequest,
    response: SiteCheckRecord,
    access,
    summary: 'Add a maintenance check',
  }),
  update: endpoint({
    path: '/api/admin/siteChecks/update',
    body: SiteCheckUpdateRequest,
    response: SiteCheckRecord,
    access,
    summary: 'Change or switch a maintenance check',
  }),
  delete: endpoint({
    path: '/api/admin/siteChecks/delete',
    body: OfficeId,
    response: Deleted,
    access,
    summary: 'Remove a maintenance check',
  }),
};

/** §3 site options and settings. */
export const adminSiteOptions = {
  get: endpoint({
    path: '/api/admin/siteOptions/get',
    body: NoBody,
    response: SiteOptionsSchema,
    access,
    summary: "The site's options",
  }),
  update: endpoint({
    path: '/api/admin/siteOptions/update',
    body: SiteOptionsUpdateRequest,
    response: SiteOptionsSchema,
    access,
    summary: 'Change some options (merged with the stored ones, validated whole)',
  }),
};
