import { ExcludeRequest, LimitSetRequest, LimitsView, RealityCheckRequest } from '../api/responsible';
import { endpoint, member, NoBody, NoData } from './endpoint';

/**
 * Responsible play (docs/domains/responsible-play.md, after UKGC RTS 12): the member's own limits,
 * reality check and exclusion.
 */
export const responsible = {
  limits: endpoint({
    path: '/api/member/limits',
    body: NoBody,
    response: LimitsView,
    access: member,
    summary: 'Own limits with their use this period, the exclusion, the reality check and this session',
  }),
  setLimit: endpoint({
    path: '/api/member/limits/set',
    body: LimitSetRequest,
    response: LimitsView,
    access: member,
    summary: 'Set one limit: lower at once, higher or removed after 24 hours (pending)',
  }),
  realityCheck: endpoint({
    path: '/api/member/limits/realityCheck',
    body: RealityCheckRequest,
    response: LimitsView,
    access: member,
    summary: 'The reality-check interval in minutes (null: off)',
  }),
  exclude: endpoint({
    path: '/api/member/exclude',
    body: ExcludeRequest,
    response: NoData,
    access: member,
    summary: 'Cool-off (1, 7, 30 days) or self-exclusion (180 days to 5 years); ends every session, never lifted early',
  }),
};
