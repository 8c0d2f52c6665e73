import { z } from 'zod';
import { OfficeArea } from '../api/office';
import { Dashboard } from '../api/office/dashboard';
import { GateChangeRequest, GateCheckRequest, GateResult, GateSetRequest } from '../api/office/partnerGate';
import { TotpEnabled, TotpEnableRequest, TotpSetup } from '../api/office/totp';
import { endpoint, partner, staff, NoBody } from './endpoint';

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
  set: endpoint({ path: '/api/partner/gate/set', body: GateSetRequest, response: GateResult, access: partner, summary: 'Set the partner gate password (once; E003 when one is set)' }),
  check: endpoint({ path: '/api/partner/gate/check', body: GateCheckRequest, response: GateResult, access: partner, summary: 'Check the partner gate password (U003 when wrong; guesses are limited)' }),
  change: endpoint({ path: '/api/partner/gate/change', body: GateChangeRequest, response: GateResult, access: partner, summary: 'Change the partner gate password with the old one' }),
};

/** §6 optional TOTP of any staff member's own account. */
export const staffTotp = {
  setup: endpoint({ path: '/api/admin/totp/setup', body: NoBody, response: TotpSetup, access: staff(), summary: 'Make a pending TOTP secret for the caller (replaces an earlier pending one)' }),
  enable: endpoint({ path: '/api/admin/totp/enable', body: TotpEnableRequest, response: TotpEnabled, access: staff(), summary: 'Enable TOTP with one valid code; staff login then asks for it' }),
};

/** The OpenAPI 3.1 document of this table, for the office's API page. */
export const officeOpenApi = endpoint({
  path: '/api/admin/openapi',
  body: NoBody,
  response: z.record(z.string(), z.unknown()),
  access: staff(),
  summary: 'The OpenAPI 3.1 document of every call (also GET /api/openapi.json)',
});
