import { z } from 'zod';
import { OfficeArea } from '../api/office';
import { Dashboard } from '../api/office/dashboard';
import { GateChangeRequest, GateCheckRequest, GateResult, GateSetRequest } from '../api/office/partnerGate';
import { TotpEnabled, TotpEnableRequest, TotpSetup, TotpSetupRequest } from '../api/office/totp';
import {
  OfficeLoginRequest,
  OfficeLoginResponse,
  OfficeSession,
  PartnerLoginRequest,
  PartnerLoginResponse,
} from '../api/office/officeSession';
import { PushTicket } from '../api/staffAlerts';
import { endpoint, guest, partner, staff, NoBody, NoData } from './endpoint';

/** The office's own calls: the staff dashboard, the partner gate, staff TOTP and the API page. */
export const officeDashboard = endpoint({
  path: '/api/admin/dashboard',
  body: NoBody,
  response: Dashboard,
  access: staff(OfficeArea.Reports),
  summary: "Today's money, online members, waiting cash requests and the last 7 site days (§2)",
});

/** §6 partner gate: a second password a partner enters before its office opens. */
export const partnerGate = {
  set: endpoint({
    path: '/api/partner/gate/set',
    body: GateSetRequest,
    response: GateResult,
    access: partner,
    beforeGate: true,
    summary: 'Set the partner gate password (once; E003 when one is set); this session counts as passed',
  }),
  check: endpoint({
    path: '/api/partner/gate/check',
    body: GateCheckRequest,
    response: GateResult,
    access: partner,
    beforeGate: true,
    summary: 'Check the partner gate password (U003 when wrong; guesses are limited); opens the office to this session',
  }),
  change: endpoint({
    path: '/api/partner/gate/change',
    body: GateChangeRequest,
    response: GateResult,
    access: partner,
    summary: 'Change the partner gate password with the old one',
  }),
};

/**
 * The office session: an HttpOnly cookie set by the partner login here and the
 * staff login (/api/admin/login), read on office calls only, each call carrying the CSRF header.
 */
export const officeSession = {
  partnerLogin: endpoint({
    path: '/api/partner/login',
    body: PartnerLoginRequest,
    response: PartnerLoginResponse,
    access: guest,
    closedBy: ['login'],
    summary:
      "A partner's office login: the office cookie, beside its member session; a non-partner gets U029 and no session",
  }),
  login: endpoint({
    path: '/api/office/login',
    body: OfficeLoginRequest,
    response: OfficeLoginResponse,
    access: guest,
    openDuringMaintenance: true,
    summary:
      "The office's one sign-in: a staff id signs in as staff, any other id as a partner (U029 and no session for a member without partner rights)",
  }),
  refresh: endpoint({
    path: '/api/office/refresh',
    body: NoBody,
    response: OfficeSession,
    access: guest,
    office: true,
    summary: 'Renew the office session (§9: under one minute left)',
  }),
  logout: endpoint({
    path: '/api/office/logout',
    body: NoBody,
    response: NoData,
    access: guest,
    office: true,
    openDuringMaintenance: true,
    summary: 'End the office session and drop its cookie',
  }),
};

/** §6 optional TOTP of any staff member's own account. */
export const staffTotp = {
  setup: endpoint({
    path: '/api/admin/totp/setup',
    body: TotpSetupRequest,
    response: TotpSetup,
    access: staff(),
    summary:
      'Make a pending TOTP secret for the caller; once TOTP is on, only with the password and a current code (U003)',
  }),
  enable: endpoint({
    path: '/api/admin/totp/enable',
    body: TotpEnableRequest,
    response: TotpEnabled,
    access: staff(),
    summary: "Enable TOTP with one valid code; staff login then asks for it and the caller's other sessions end",
  }),
};

/** The OpenAPI 3.1 document of this table, for the office's API page. */
export const officeOpenApi = endpoint({
  path: '/api/admin/openapi',
  body: NoBody,
  response: z.record(z.string(), z.unknown()),
  access: staff(),
  summary: 'The OpenAPI 3.1 document of every call (also GET /api/openapi.json in demo mode)',
});

/** A short-lived ticket that opens the push connection of the caller's staff office session. */
export const staffPush = {
  ticket: endpoint({
    path: '/api/admin/pushTicket',
    body: NoBody,
    response: PushTicket,
    access: staff(),
    summary: "A 60-second ticket for /ws (CONNECT header `ticket`): the staff alerts of the caller's areas",
  }),
};
