import type { FastifyInstance } from 'fastify';
import { OfficeArea, OfficeId, OfficeIds } from '../../../../shared/api/office';
import { AdminPartnerCreateRequest, AdminPartnerUpdateRequest, PartnerList, PartnerTreeRequest } from '../../../../shared/api/office/partners';
import { memberById, memberPage, membersByIds, numericId, numericIds } from '../members/read';
import { toAdminRecord } from '../members/view';
import { staffPost } from '../officeRoute';
import { scopeOf } from '../scope';
import { createPartner, partnerTree, updatePartner, withTreeCounts } from './service';

const partnersView = { staffView: true, partnersOnly: true };

/** §6 staff partners resource: partners of every tier, their rates and their tree. */
export default async function adminPartnerRoutes(app: FastifyInstance): Promise<void> {
  const area = OfficeArea.Partners;
  staffPost(app, '/api/admin/partners/list', area, PartnerList, async (body, caller, req) => {
    const page = await memberPage(req.deps, scopeOf(caller), body.filter, body, partnersView, toAdminRecord);
    return { list: await withTreeCounts(req.deps, page.list), total: page.total };
  });

  const one = async (deps: Parameters<typeof withTreeCounts>[0] & Parameters<typeof memberById>[0], caller: Parameters<typeof scopeOf>[0], id: number) => {
    const [record] = await withTreeCounts(deps, [await memberById(deps, scopeOf(caller), id, partnersView, toAdminRecord)]);
    return record!;
  };

  staffPost(app, '/api/admin/partners/get', area, OfficeId, (body, caller, req) => one(req.deps, caller, numericId(body.id)));

  staffPost(app, '/api/admin/partners/getMany', area, OfficeIds, async (body, caller, req) =>
    withTreeCounts(req.deps, await membersByIds(req.deps, scopeOf(caller), numericIds(body.ids), partnersView, toAdminRecord)),
  );

  staffPost(app, '/api/admin/partners/create', area, AdminPartnerCreateRequest, async (body, caller, req) =>
    one(req.deps, caller, await createPartner(req.deps, caller, body.data, req.raw.hostname)),
  );

  staffPost(app, '/api/admin/partners/update', area, AdminPartnerUpdateRequest, async (body, caller, req) => {
    await updatePartner(req.deps, caller, numericId(body.id), body.data);
    return one(req.deps, caller, numericId(body.id));
  });

  staffPost(app, '/api/admin/partners/tree', area, PartnerTreeRequest, (body, caller, req) => partnerTree(req.deps, caller, body.rootId));
}
