import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { ResultCode } from '../../../../shared/resultCodes';
import { SiteBody } from '../../../../shared/api/common';
import { OfficeId, OfficeIds, type OfficeArea, type OfficeList } from '../../../../shared/api/office';
import type { AppDeps } from '../../../deps';
import { AppError } from '../../../http/appError';
import { post, type ApiRequest } from '../../../http/route';
import { OFFICE_ACCESS, staffActor, type StaffActor } from './staffActor';

type Obj = z.ZodObject;

/** What one office resource does; the optional verbs are routed only when present. */
export interface OfficeResource<L extends Obj, C extends Obj, U extends Obj> {
  area: OfficeArea;
  listBody: L;
  createBody?: C;
  updateBody?: U;
  list(deps: AppDeps, actor: StaffActor, query: z.infer<L>): Promise<OfficeList<unknown>>;
  getMany(deps: AppDeps, actor: StaffActor, ids: number[]): Promise<unknown[]>;
  get(deps: AppDeps, actor: StaffActor, id: number): Promise<unknown>;
  create?(deps: AppDeps, actor: StaffActor, data: z.infer<C>['data']): Promise<unknown>;
  update?(deps: AppDeps, actor: StaffActor, id: number, data: z.infer<U>['data']): Promise<unknown>;
  remove?(deps: AppDeps, actor: StaffActor, id: number): Promise<{ id: number }>;
}

/** Record ids of content resources are numbers; anything else names no record. */
export const numericId = (id: number | string): number => {
  const n = Number(id);
  if (!Number.isSafeInteger(n) || n < 1) throw new AppError(ResultCode.NotFound);
  return n;
};

/**
 * Routes one resource by the office convention (src/shared/api/office.ts) under `base`
 * (`/api/admin/banners`). `afterWrite` runs after every committed write (cache clearing).
 */
export function officeCrudRoutes<L extends Obj, C extends Obj, U extends Obj>(
  app: FastifyInstance,
  base: string,
  resource: OfficeResource<L, C, U>,
  afterWrite: (siteId: string) => void = () => undefined,
): void {
  const { area } = resource;
  // The caller is checked before the body, so a guest or a wrong role never learns field rules.
  const access = { access: OFFICE_ACCESS, guard: (req: ApiRequest<unknown>) => void staffActor(req, area) };
  const written = <T>(actor: StaffActor, result: T): T => {
    afterWrite(actor.siteId);
    return result;
  };
  post(app, `${base}/list`, { body: SiteBody.extend(resource.listBody.shape), ...access }, (req) =>
    resource.list(req.deps, staffActor(req, area), req.body as z.infer<L>),
  );
  post(app, `${base}/get`, { body: SiteBody.extend(OfficeId.shape), ...access }, (req) =>
    resource.get(req.deps, staffActor(req, area), numericId(req.body.id)),
  );
  post(app, `${base}/getMany`, { body: SiteBody.extend(OfficeIds.shape), ...access }, async (req) => {
    const actor = staffActor(req, area);
    const ids = req.body.ids.map(Number).filter((n) => Number.isSafeInteger(n) && n > 0);
    return ids.length ? resource.getMany(req.deps, actor, ids) : [];
  });
  const { create, update, remove, createBody, updateBody } = resource;
  if (create && createBody) {
    post(app, `${base}/create`, { body: SiteBody.extend(createBody.shape), ...access }, async (req) => {
      const actor = staffActor(req, area);
      return written(actor, await create(req.deps, actor, (req.body as { data: z.infer<C>['data'] }).data));
    });
  }
  if (update && updateBody) {
    post(app, `${base}/update`, { body: SiteBody.extend(updateBody.shape), ...access }, async (req) => {
      const actor = staffActor(req, area);
      const body = req.body as { id: number | string; data: z.infer<U>['data'] };
      return written(actor, await update(req.deps, actor, numericId(body.id), body.data));
    });
  }
  if (remove) {
    post(app, `${base}/delete`, { body: SiteBody.extend(OfficeId.shape), ...access }, async (req) => {
      const actor = staffActor(req, area);
      return written(actor, await remove(req.deps, actor, numericId(req.body.id)));
    });
  }
}
