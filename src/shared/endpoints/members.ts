import { z } from 'zod';
import { MemberFlagsRecord, MemberLockRequest } from '../api/member';
import { OfficeArea, OfficeId, OfficeIds, officeList } from '../api/office';
import { AdminMemberList, AdminMemberRecord, AdminMemberUpdateRequest, LowerMemberCreateRequest, LowerMemberList, LowerMemberRecord, LowerMemberUpdateRequest } from '../api/office/members';
import { BlockCreateRequest, BlockDeleted, BlockList, BlockRecord } from '../api/office/blocklist';
import { endpoint, partner, staff } from './endpoint';

const members = staff(OfficeArea.Members);

/** §6 staff administration of every member of the site. */
export const adminMembers = {
  list: endpoint({ path: '/api/admin/members/list', body: AdminMemberList, response: officeList(AdminMemberRecord), access: members, summary: 'Members of the site, paged and filtered' }),
  get: endpoint({ path: '/api/admin/members/get', body: OfficeId, response: AdminMemberRecord, access: members, summary: 'One member' }),
  getMany: endpoint({ path: '/api/admin/members/getMany', body: OfficeIds, response: z.array(AdminMemberRecord), access: members, summary: 'Members by id' }),
  update: endpoint({ path: '/api/admin/members/update', body: AdminMemberUpdateRequest, response: AdminMemberRecord, access: members, summary: 'Edit a member: profile, password, flags, memo; a new password ends its sessions' }),
  approve: endpoint({ path: '/api/admin/members/approve', body: OfficeId, response: AdminMemberRecord, access: members, summary: 'Approve a waiting sign-up (§4)' }),
  lock: endpoint({ path: '/api/admin/members/lock', body: MemberLockRequest, response: MemberFlagsRecord, access: members, summary: 'Lock (ends its sessions) or unlock (clears wrong passwords) a member' }),
};

/** §2 a partner's lower members: its own subtree only. */
export const partnerMembers = {
  list: endpoint({ path: '/api/partner/members/list', body: LowerMemberList, response: officeList(LowerMemberRecord), access: partner, summary: 'Members and partners below the caller, paged' }),
  get: endpoint({ path: '/api/partner/members/get', body: OfficeId, response: LowerMemberRecord, access: partner, summary: 'One lower member (E007 outside the subtree)' }),
  getMany: endpoint({ path: '/api/partner/members/getMany', body: OfficeIds, response: z.array(LowerMemberRecord), access: partner, summary: 'Lower members by id (others left out)' }),
  create: endpoint({ path: '/api/partner/members/create', body: LowerMemberCreateRequest, response: LowerMemberRecord, access: partner, summary: 'Create a member or a lower-tier partner directly below (G010 rates)' }),
  update: endpoint({ path: '/api/partner/members/update', body: LowerMemberUpdateRequest, response: LowerMemberRecord, access: partner, summary: 'Edit a lower member: nick, phone, password, stop/resume' }),
};

/** §6 blocked IP, phone, account and member id lists, checked at sign-up and login. */
export const adminBlocklist = {
  list: endpoint({ path: '/api/admin/blocklist/list', body: BlockList, response: officeList(BlockRecord), access: members, summary: 'Block list entries, paged' }),
  create: endpoint({ path: '/api/admin/blocklist/create', body: BlockCreateRequest, response: BlockRecord, access: members, summary: 'Block an IP, phone, account or member id' }),
  delete: endpoint({ path: '/api/admin/blocklist/delete', body: OfficeId, response: BlockDeleted, access: members, summary: 'Remove a block list entry' }),
};
