import { OfficeArea } from '../api/office';
import { MemberSearchRequest, MemberSearchResult, OfficeQueues } from '../api/office/desk';
import { endpoint, NoBody, partner, staff } from './endpoint';

/** The office's front desk (../api/office/desk.ts): what waits for the caller, and the member look-up. */
export const adminDesk = {
  queues: endpoint({
    path: '/api/admin/queues',
    body: NoBody,
    response: OfficeQueues,
    // Any staff: each answers only the queues its role opens.
    access: staff(),
    summary: 'Requests waiting for staff, counted per queue the role opens',
  }),
  memberSearch: endpoint({
    path: '/api/admin/members/search',
    body: MemberSearchRequest,
    response: MemberSearchResult,
    access: staff(OfficeArea.Members),
    summary: 'Members and partners of the site by the start of their id or nickname',
  }),
};

export const partnerDesk = {
  queues: endpoint({
    path: '/api/partner/queues',
    body: NoBody,
    response: OfficeQueues,
    access: partner,
    summary: "Sign-ups of the partner's subtree and money requests addressed to it, counted",
  }),
  memberSearch: endpoint({
    path: '/api/partner/members/search',
    body: MemberSearchRequest,
    response: MemberSearchResult,
    access: partner,
    summary: "Members of the partner's subtree by the start of their id or nickname",
  }),
};
