export { PartnerMemberDetail, StaffMemberDetail } from './MemberDetail';
