import { z } from 'zod';
import { OfficeArea, OfficeId, OfficeIds, officeList } from '../api/office';
import {
  ForcedLogoutResult,
  OfficeIpCreateRequest,
  OfficeIpList,
  OfficeIpRecord,
  StaffCreateRequest,
  StaffList,
  StaffPasswordRequest,
  StaffRecord,
  StaffRoleCreateRequest,
  StaffRoleList,
  StaffRoleRecord,
  StaffRoleUpdateRequest,
  StaffTotpRequest,
  StaffUpdateRequest,
  SubUserCreateRequest,
  SubUserList,
  SubUserRecord,
  SubUserUpdateRequest,
} from '../api/office/staff';
import { endpoint, partnerOwner, staff } from './endpoint';

const staffArea = staff(OfficeArea.Staff);
const Deleted = z.object({ id: z.union([z.number().int(), z.string()]) });

/** Staff accounts of the site (docs/domains/staff.md). */
export const adminStaff = {
  list: endpoint({
    path: '/api/admin/staff/list',
    body: StaffList,
    response: officeList(StaffRecord),
    access: staffArea,
    summary: 'Staff accounts of the site',
  }),
  get: endpoint({
    path: '/api/admin/staff/get',
    body: OfficeId,
    response: StaffRecord,
    access: staffArea,
    summary: 'One staff account',
  }),
  create: endpoint({
    path: '/api/admin/staff/create',
    body: StaffCreateRequest,
    response: StaffRecord,
    access: staffArea,
    summary: 'Create a staff account with a role and a first password',
  }),
  update: endpoint({
    path: '/api/admin/staff/update',
    body: StaffUpdateRequest,
    response: StaffRecord,
    access: staffArea,
    summary: 'Rename, re-role, disable or enable a staff account (never one\u2019s own role or account)',
  }),
  password: endpoint({
    path: '/api/admin/staff/password',
    body: StaffPasswordRequest,
    response: StaffRecord,
    access: staffArea,
    summary: 'Set a new password for a staff account; its sessions end',
  }),
  totp: endpoint({
    path: '/api/admin/staff/totp',
    body: StaffTotpRequest,
    response: StaffRecord,
    access: staffArea,
    summary: 'Require (or stop requiring) TOTP of a staff account',
  }),
  endSessions: endpoint({
    path: '/api/admin/staff/endSessions',
    body: OfficeId,
    response: StaffRecord,
    access: staffArea,
    summary: 'End every office session of a staff account',
  }),
};

/** Roles of the site over (area, action) pairs; the default roles are fixed. */
export const adminStaffRoles = {
  list: endpoint({
    path: '/api/admin/staffRoles/list',
    body: StaffRoleList,
    response: officeList(StaffRoleRecord),
    access: staffArea,
    summary: 'Roles of the site, the default ones first',
  }),
  get: endpoint({
    path: '/api/admin/staffRoles/get',
    body: OfficeId,
    response: StaffRoleRecord,
    access: staffArea,
    summary: 'One role',
  }),
  getMany: endpoint({
    path: '/api/admin/staffRoles/getMany',
    body: OfficeIds,
    response: z.array(StaffRoleRecord),
    access: staffArea,
    summary: 'Roles by key',
  }),
  create: endpoint({
    path: '/api/admin/staffRoles/create',
    body: StaffRoleCreateRequest,
    response: StaffRoleRecord,
    access: staffArea,
    summary: 'Define a role (only pairs the caller holds)',
  }),
  update: endpoint({
    path: '/api/admin/staffRoles/update',
    body: StaffRoleUpdateRequest,
    response: StaffRoleRecord,
    access: staffArea,
    summary: 'Rename a role or change its pairs',
  }),
  delete: endpoint({
    path: '/api/admin/staffRoles/delete',
    body: OfficeId,
    response: Deleted,
    access: staffArea,
    summary: 'Remove a role no account holds',
  }),
};

/** The office IP allowlist of the site: empty accepts staff from anywhere. */
export const adminOfficeIps = {
  list: endpoint({
    path: '/api/admin/officeIps/list',
    body: OfficeIpList,
    response: officeList(OfficeIpRecord),
    access: staffArea,
    summary: 'Addresses and networks the office accepts staff from (empty: any)',
  }),
  create: endpoint({
    path: '/api/admin/officeIps/create',
    body: OfficeIpCreateRequest,
    response: OfficeIpRecord,
    access: staffArea,
    summary: 'Accept an address or a CIDR network (never one that shuts out the caller)',
  }),
  delete: endpoint({
    path: '/api/admin/officeIps/delete',
    body: OfficeId,
    response: Deleted,
    access: staffArea,
    summary: 'Stop accepting an address or network',
  }),
};

/** Forced logout of a member: every session it holds, and the game sessions they launched. */
export const adminMemberLogout = endpoint({
  path: '/api/admin/members/logout',
  body: OfficeId,
  response: ForcedLogoutResult,
  access: staff(OfficeArea.Members),
  summary: 'End every session of a member, and its game sessions',
});

/** A partner's sub-users of its office (docs/domains/partners.md#sub-users): the partner itself only. */
export const partnerSubUsers = {
  list: endpoint({
    path: '/api/partner/subUsers/list',
    body: SubUserList,
    response: officeList(SubUserRecord),
    access: partnerOwner,
    summary: 'My office\u2019s sub-users',
  }),
  create: endpoint({
    path: '/api/partner/subUsers/create',
    body: SubUserCreateRequest,
    response: SubUserRecord,
    access: partnerOwner,
    summary: 'Add a sub-user (read-only or full rights over my subtree) with its own password',
  }),
  update: endpoint({
    path: '/api/partner/subUsers/update',
    body: SubUserUpdateRequest,
    response: SubUserRecord,
    access: partnerOwner,
    summary: 'Change, disable or set a new password for a sub-user; its sessions end',
  }),
};
