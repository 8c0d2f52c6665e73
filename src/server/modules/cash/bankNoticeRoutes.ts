import type { FastifyInstance } from 'fastify';
import { adminBankNotices } from '../../../shared/endpoints/cashOffice';
import type { SiteOptions } from '../../../shared/api/site';
import { route, type StaffCaller } from '../../http/route';
import { recordId } from '../../http/recordId';
import { idempotentMoneyCall } from '../ledger/idempotency';
import { alertStaff } from '../realtime/staffAlerts';
import { bankHookRoutes } from './bankHook';
import {
  dismissNotice,
  getNotice,
  importStatement,
  listNotices,
  matchByHand,
  previewStatement,
  rotateHookSecret,
} from './bankNotices';

/** Deposit matching (docs/domains/cash.md#deposit-matching): the office's notice queue and statements, and the bank's webhook. */
export async function bankNoticeRoutes(app: FastifyInstance): Promise<void> {
  const calls = adminBankNotices;
  route(app, calls.list, (req, caller) => listNotices(req.deps.db, caller.siteId, req.site.options, req.body));
  route(app, calls.get, (req, caller) =>
    getNotice(req.deps.db, caller.siteId, req.site.options, recordId(req.body.id)),
  );
  const ctxOf = (req: { site: { options: SiteOptions } }, caller: StaffCaller) => ({
    siteId: caller.siteId,
    staffId: caller.staff.id,
    actor: caller.actor,
    options: req.site.options,
  });
  route(app, calls.match, (req, caller) =>
    idempotentMoneyCall(req, (m) =>
      matchByHand(req.deps, m, ctxOf(req, caller), recordId(req.body.id), req.body.requestId),
    ),
  );
  route(app, calls.dismiss, (req, caller) =>
    idempotentMoneyCall(req, (m) =>
      dismissNotice(req.deps, m, ctxOf(req, caller), recordId(req.body.id), req.body.memo),
    ),
  );
  route(app, calls.preview, (req, caller) => previewStatement(req.deps, caller.siteId, req.body.csv));
  route(app, calls.import, async (req, caller) => {
    const { waitingIds, ...result } = await idempotentMoneyCall(req, (m) =>
      importStatement(req.deps, m, ctxOf(req, caller), req.body.csv),
    );
    const at = req.deps.clock.now().toISOString();
    for (const id of waitingIds ?? []) alertStaff(req.deps, caller.siteId, { kind: 'bankNotice', id, at });
    return result;
  });
  route(app, calls.secret, (req, caller) =>
    idempotentMoneyCall(req, (m) => rotateHookSecret(req.deps, m.trx, { siteId: caller.siteId, actor: caller.actor })),
  );
  await app.register(bankHookRoutes);
}
