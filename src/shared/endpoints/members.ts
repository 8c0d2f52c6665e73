import { z } from 'zod';
import { MemberFlagsRecord, MemberLockRequest } from '../api/member';
import { OfficeArea, OfficeId, OfficeIds, officeList } from '../api/office';
import {
  AdminMemberList,
  AdminMemberRecord,
  AdminMemberUpdateRequest,
  LowerMemberCreateRequest,
  LowerMemberList,
  LowerMemberRecord,
  LowerMemberUpdateRequest,
} from '../api/office/members';
import { MemberNoteCreateRequest, MemberNoteList, MemberNoteRecord } from '../api/office/memberNotes';
import { BlockCreateRequest, BlockDeleted, BlockList, BlockRecord } from '../api/office/blocklist';
import { endpoint, partner, staff } from './endpoint';

const members = staff(OfficeArea.Members);

/** §6 staff administration of every member of the site. */
export const adminMembers = {
  list: endpoint({
    path: '/api/admin/members/list',
    body: AdminMemberList,
    response: officeList(AdminMemberRecord),
    access: members,
    summary: 'Members of the site, paged and filtered',
  }),
  get: endpoint({
    path: '/api/admin/members/get',
    body: OfficeId,
    response: AdminMemberRecord,
    access: members,
    summary: 'One member',
  }),
  getMany: endpoint({
    path: '/api/admin/members/getMany',
    body: OfficeIds,
    response: z.array(AdminMemberRecord),
    access: members,
    summary: 'Members by id',
  }),
  update: endpoint({
    path: '/api/admin/members/update',
    body: AdminMemberUpdateRequest,
    response: AdminMemberRecord,
    access: members,
    summary: 'Edit a member: profile, password, flags, memo; a new password ends its sessions',
  }),
  approve: endpoint({
    path: '/api/admin/members/approve',
    body: OfficeId,
    response: AdminMemberRecord,
    access: members,
    summary: 'Approve a waiting sign-up (§4)',
  }),
  refuse: endpoint({
    path: '/api/admin/members/refuse',
    body: OfficeId,
    response: AdminMemberRecord,
    access: members,
    summary: 'Refuse a waiting sign-up: the member is deleted (§4)',
  }),
  lock: endpoint({
    path: '/api/admin/members/lock',
    body: MemberLockRequest,
    response: MemberFlagsRecord,
    access: members,
    summary: 'Lock (ends its sessions) or unlock (clears wrong passwords) a member',
  }),
};

/** §2 a partner's lower members: its own subtree only. */
export const partnerMembers = {
  list: endpoint({
    path: '/api/partner/members/list',
    body: LowerMemberList,
    response: officeList(LowerMemberRecord),
    access: partner,
    summary: 'Members and partners below the caller, paged',
  }),
  get: endpoint({
    path: '/api/partner/members/get',
    body: OfficeId,
    response: LowerMemberRecord,
    access: partner,
    summary: 'One lower member (E007 outside the subtree)',
  }),
  getMany: endpoint({
    path: '/api/partner/members/getMany',
    body: OfficeIds,
    response: z.array(LowerMemberRecord),
    access: partner,
    summary: 'Lower members by id (others left out)',
  }),
  create: endpoint({
    path: '/api/partner/members/create',
    body: LowerMemberCreateRequest,
    response: LowerMemberRecord,
    access: partner,
    summary: 'Create a member or a lower-tier partner directly below (G010 rates)',
  }),
  update: endpoint({
    path: '/api/partner/members/update',
    body: LowerMemberUpdateRequest,
    response: LowerMemberRecord,
    access: partner,
    summary: 'Edit a lower member: nick, phone, password, stop/resume',
  }),
};

/** §2 partner tab "sign-up approval": waiting sign-ups of the caller's subtree (E007 outside it). */
export const partnerSignups = {
  list: endpoint({
    path: '/api/partner/signups/list',
    body: LowerMemberList,
    response: officeList(LowerMemberRecord),
    access: partner,
    summary: 'Sign-ups of my subtree waiting for approval',
  }),
  approve: endpoint({
    path: '/api/partner/signups/approve',
    body: OfficeId,
    response: LowerMemberRecord,
    access: partner,
    summary: 'Approve a waiting sign-up of my subtree (§4)',
  }),
  refuse: endpoint({
    path: '/api/partner/signups/refuse',
    body: OfficeId,
    response: LowerMemberRecord,
    access: partner,
    summary: 'Refuse a waiting sign-up of my subtree: the member is deleted',
  }),
};

/** The member detail's memo tab: staff read every note, a partner its own and its lower partners'. */
export const partnerMemberNotes = {
  list: endpoint({
    path: '/api/partner/memberNotes/list',
    body: MemberNoteList,
    response: officeList(MemberNoteRecord),
    access: partner,
    summary: 'Notes on a member of my subtree',
  }),
  create: endpoint({
    path: '/api/partner/memberNotes/create',
    body: MemberNoteCreateRequest,
    response: MemberNoteRecord,
    access: partner,
    summary: 'Write a note on a member of my subtree',
  }),
};
export const adminMemberNotes = {
  list: endpoint({
    path: '/api/admin/memberNotes/list',
    body: MemberNoteList,
    response: officeList(MemberNoteRecord),
    access: members,
    summary: 'Notes on a member, by staff and partners',
  }),
  create: endpoint({
    path: '/api/admin/memberNotes/create',
    body: MemberNoteCreateRequest,
    response: MemberNoteRecord,
    access: members,
    summary: 'Write a staff note on a member',
  }),
};

/** §6 blocked IP, phone, account and member id lists, checked at sign-up and login. */
export const adminBlocklist = {
  list: endpoint({
    path: '/api/admin/blocklist/list',
    body: BlockList,
    response: officeList(BlockRecord),
    access: members,
    summary: 'Block list entries, paged',
  }),
  create: endpoint({
    path: '/api/admin/blocklist/create',
    body: BlockCreateRequest,
    response: BlockRecord,
    access: members,
    summary: 'Block an IP, phone, account or member id',
  }),
  delete: endpoint({
    path: '/api/admin/blocklist/delete',
    body: OfficeId,
    response: BlockDeleted,
    access: members,
    summary: 'Remove a block list entry',
  }),
};
