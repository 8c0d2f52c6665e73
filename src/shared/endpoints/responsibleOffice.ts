import { OfficeArea } from '../api/office';
import { MemberRef, MemberResponsible, StaffLimitSetRequest } from '../api/responsible';
import { endpoint, partner, staff } from './endpoint';

const members = staff(OfficeArea.Members);

/**
 * Responsible play on the office's member detail (docs/domains/responsible-play.md#limits): limits
 * and exclusions; staff impose limits, never lift an exclusion.
 */
export const adminResponsible = {
  get: endpoint({
    path: '/api/admin/responsible/get',
    body: MemberRef,
    response: MemberResponsible,
    access: members,
    summary: "A member's limits (its own and imposed), exclusions and reality check",
  }),
  setLimit: endpoint({
    path: '/api/admin/responsible/limits/set',
    body: StaffLimitSetRequest,
    response: MemberResponsible,
    access: members,
    summary: 'Impose, change or lift a staff limit on a member (at once); never an exclusion',
  }),
};

/** A partner reads (never changes) the limits and exclusions of a member of its subtree. */
export const partnerResponsible = {
  get: endpoint({
    path: '/api/partner/responsible/get',
    body: MemberRef,
    response: MemberResponsible,
    access: partner,
    summary: "A lower member's limits and exclusions, read-only (E007 outside the subtree)",
  }),
};
