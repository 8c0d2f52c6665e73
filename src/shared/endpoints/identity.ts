import {
  LoginRequest,
  LoginResponse,
  MemberData,
  SignupRequest,
  SignupResponse,
  TokenRequest,
  TokenResponse,
  UpdateRequest,
} from '../api/member';
import { JoinVisitRequest, JoinVisitResponse } from '../api/joinLinks';
import { StaffLoginRequest, StaffLoginResponse } from '../api/office';
import { endpoint, guest, member, NoBody, NoData } from './endpoint';

/** §4/§7 sign-in, session and the member's own data; staff sign in here too. */
export const identity = {
  login: endpoint({
    path: '/api/member/login',
    body: LoginRequest,
    response: LoginResponse,
    access: guest,
    closedBy: ['login'],
    summary: 'Member (or partner) login; a new login ends the old session (§4)',
  }),
  // Staff keep working through maintenance (they are the ones who end it), so they can sign in during it.
  staffLogin: endpoint({
    path: '/api/admin/login',
    body: StaffLoginRequest,
    response: StaffLoginResponse,
    access: guest,
    openDuringMaintenance: true,
    summary: 'Staff login, with a TOTP code when enabled',
  }),
  // Member and staff tokens alike: the handler refuses a call without one (E006).
  refreshToken: endpoint({
    path: '/api/getToken',
    body: TokenRequest,
    response: TokenResponse,
    access: guest,
    summary: 'A fresh token for the live session (§9: under one minute left)',
  }),
  logout: endpoint({
    path: '/api/member/logout',
    body: NoBody,
    response: NoData,
    access: guest,
    openDuringMaintenance: true,
    summary: "End the caller's session; always open, maintenance or not",
  }),
  signup: endpoint({
    path: '/api/member/signup',
    body: SignupRequest,
    response: SignupResponse,
    access: guest,
    closedBy: ['signup'],
    summary: 'Sign up; the member waits for approval (U002, §5)',
  }),
  // Partner links and domains (docs/domains/partner-codes.md): the visit the funnel counts.
  joinVisit: endpoint({
    path: '/api/member/joinVisit',
    body: JoinVisitRequest,
    response: JoinVisitResponse,
    access: guest,
    closedBy: ['signup'],
    summary: "A visit through a partner's link or domain: counted once per device, code and day; the link to remember",
  }),
  update: endpoint({
    path: '/api/member/update',
    body: UpdateRequest,
    response: MemberData,
    access: member,
    summary: 'Edit own info, password or withdrawal password (§2 my page)',
  }),
  info: endpoint({
    path: '/api/member/info',
    body: NoBody,
    response: MemberData,
    access: member,
    summary: "The member's own userData (§3)",
  }),
};
