export { PartnerMemberDetail, StaffMemberDetail } from './MemberDetail';
export { memberDetailPath, scopeOfResource, type OfficeScope } from './memberTabs';
