import type { FastifyInstance } from 'fastify';
import {
  adminInsurance,
  adminInsuredBets,
  partnerInsurance,
  partnerInsuredBets,
} from '../../../shared/endpoints/insuranceOffice';
import { recordId } from '../../http/recordId';
import { route } from '../../http/route';
import { scopeOf } from '../../http/officeScope';
import {
  insuranceSettings,
  insuranceSettingsPage,
  insuredBetPage,
  ownInsuranceSettings,
  updateInsuranceSettings,
} from './officeService';

/** Insured bets: staff settings per partner, a partner's own (read-only), the insured-bet lists. */
export default async function insuranceRoutes(app: FastifyInstance): Promise<void> {
  route(app, adminInsurance.list, (req, caller) => insuranceSettingsPage(req.deps, caller, req.body));
  route(app, adminInsurance.get, (req, caller) => insuranceSettings(req.deps, caller, recordId(req.body.id)));
  route(app, adminInsurance.update, (req, caller) =>
    updateInsuranceSettings(req.deps, caller, recordId(req.body.id), req.body.data),
  );
  route(app, partnerInsurance.me, (req, caller) => ownInsuranceSettings(req.deps, caller));
  for (const calls of [adminInsuredBets, partnerInsuredBets])
    route(app, calls.list, (req, caller) => insuredBetPage(req.deps, scopeOf(caller), req.body));
}
