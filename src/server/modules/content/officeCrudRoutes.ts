import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { OfficeArea, OfficeId, OfficeIds } from '../../../shared/api/office';
import type { Endpoint } from '../../../shared/endpoints/endpoint';
import type { AppDeps } from '../../deps';
import { recordId, recordIds } from '../../http/recordId';
import { route, type StaffCaller } from '../../http/route';

type StaffEntry = Endpoint<string, z.ZodType, z.ZodType, { kind: 'staff'; area?: OfficeArea }>;

/** A content resource group of the endpoint table: reads always, writes when the resource has them. */
export interface CrudGroup {
  list: StaffEntry;
  get: StaffEntry;
  getMany: StaffEntry;
  create?: StaffEntry;
  update?: StaffEntry;
  delete?: StaffEntry;
}

type Body<E extends StaffEntry | undefined> = z.output<NonNullable<E>['body']>;
type Answer<E extends StaffEntry | undefined> = Promise<z.input<NonNullable<E>['response']>>;
type DataOf<E extends StaffEntry | undefined> = Body<E> extends { data: infer D } ? D : never;

/** What the services of one resource do, typed by its group's entries. */
export interface OfficeResource<G extends CrudGroup> {
  list(deps: AppDeps, caller: StaffCaller, query: Body<G['list']>): Answer<G['list']>;
  get(deps: AppDeps, caller: StaffCaller, id: number): Answer<G['get']>;
  getMany(deps: AppDeps, caller: StaffCaller, ids: number[]): Answer<G['getMany']>;
  create?(deps: AppDeps, caller: StaffCaller, data: DataOf<G['create']>): Answer<G['create']>;
  update?(deps: AppDeps, caller: StaffCaller, id: number, data: DataOf<G['update']>): Answer<G['update']>;
  remove?(deps: AppDeps, caller: StaffCaller, id: number): Answer<G['delete']>;
}

/** The convention's bodies (../../../../shared/api/office.ts): get, update and delete name `id`, getMany `ids`, writes carry `data`. */
const idOf = (body: unknown): number => recordId((body as z.infer<typeof OfficeId>).id);
const idsOf = (body: unknown): number[] => recordIds((body as z.infer<typeof OfficeIds>).ids);
const dataOf = <D>(body: unknown): D => (body as { data: D }).data;

/**
 * Serves one content resource group (../../../../shared/endpoints/content.ts) by the office
 * convention. `afterWrite` runs after every committed write: the main page's cache is cleared so
 * a changed banner or notice shows at once on this node.
 */
export function officeCrudRoutes<G extends CrudGroup>(
  app: FastifyInstance,
  group: G,
  resource: OfficeResource<G>,
  afterWrite: (siteId: string) => void = () => undefined,
): void {
  // Every entry of a group is staff-only (route() has checked the role's area), so its caller is staff.
  const staffOf = (caller: unknown) => caller as StaffCaller;
  const written = async <T>(caller: StaffCaller, result: Promise<T>): Promise<T> => {
    const done = await result;
    afterWrite(caller.siteId);
    return done;
  };
  route(app, group.list, (req, caller) => resource.list(req.deps, staffOf(caller), req.body as Body<G['list']>));
  route(app, group.get, (req, caller) => resource.get(req.deps, staffOf(caller), idOf(req.body)));
  route(app, group.getMany, async (req, caller) => {
    const ids = idsOf(req.body);
    return ids.length ? resource.getMany(req.deps, staffOf(caller), ids) : [];
  });
  const { create, update, remove } = resource;
  if (group.create && create) {
    route(app, group.create, (req, caller) =>
      written(staffOf(caller), create(req.deps, staffOf(caller), dataOf(req.body))),
    );
  }
  if (group.update && update) {
    route(app, group.update, (req, caller) =>
      written(staffOf(caller), update(req.deps, staffOf(caller), idOf(req.body), dataOf(req.body))),
    );
  }
  if (group.delete && remove) {
    route(app, group.delete, (req, caller) =>
      written(staffOf(caller), remove(req.deps, staffOf(caller), idOf(req.body))),
    );
  }
}
