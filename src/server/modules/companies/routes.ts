import type { FastifyInstance } from 'fastify';
import { adminCompanies } from '../../../shared/endpoints/companiesOffice';
import { route } from '../../http/route';
import { hashSecret } from '../identity/passwords';
import { idempotentMoneyCall } from '../ledger/idempotency';
import { chargeMonthlyFee } from './fees';
import { companyDetail, createCompany, listOfCompanies, movePt, updateCompany } from './service';

/**
 * The master's companies, their game PT and the monthly fee (area companies;
 * docs/domains/companies.md).
 */
export default async function companyRoutes(app: FastifyInstance): Promise<void> {
  route(app, adminCompanies.list, (req, caller) => listOfCompanies(req.deps, caller, req.body));
  route(app, adminCompanies.get, (req, caller) => companyDetail(req.deps.db, caller, req.body.id));
  route(app, adminCompanies.create, async (req, caller) => {
    const masterHash = await hashSecret(req.deps.config, req.body.data.masterPassword);
    return idempotentMoneyCall(req, (m) => createCompany(m, caller, req.body.data, masterHash));
  });
  route(app, adminCompanies.update, (req, caller) => updateCompany(req.deps, caller, req.body.id, req.body.data));
  route(app, adminCompanies.ptTopUp, (req, caller) =>
    idempotentMoneyCall(req, (m) => movePt(req.deps, m, caller, 'topUp', req.body)),
  );
  route(app, adminCompanies.ptUse, (req, caller) =>
    idempotentMoneyCall(req, (m) => movePt(req.deps, m, caller, 'use', req.body)),
  );
  route(app, adminCompanies.chargeFee, (req, caller) =>
    idempotentMoneyCall(req, (m) =>
      chargeMonthlyFee(req.deps, m, caller.siteId, String(req.body.id), req.body.month, caller.actor),
    ),
  );
}
