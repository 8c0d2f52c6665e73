import type { DataProvider, RaRecord } from 'react-admin';
import type { OfficeList } from '../shared/api/office';
import { OFFICE_RESOURCES } from '../shared/endpoints';
import type { Endpoint, ResponseOf } from '../shared/endpoints/endpoint';
import { newIdempotencyKey, type ApiClient, type CallArgs, type CallOptions } from './apiClient';

/**
 * react-admin's dataProvider over OFFICE_RESOURCES of the endpoint table (src/shared/endpoints):
 * each resource is a group of entries named by verb or action.
 *
 * | method           | entry                         | body                              |
 * |------------------|-------------------------------|-----------------------------------|
 * | getList          | <resource>.list               | { page, perPage, sort, filter }   |
 * | getOne           | <resource>.get                | { id }                            |
 * | getMany          | <resource>.getMany            | { ids }                           |
 * | getManyReference | <resource>.list               | filter + { [target]: id }         |
 * | create           | <resource>.create             | { data }                          |
 * | update           | <resource>.update             | { id, data }                      |
 * | updateMany       | .update once per id           |                                   |
 * | delete           | <resource>.delete             | { id }                            |
 * | deleteMany       | .delete once per id           |                                   |
 * | action (custom)  | <resource>.<action>           | { id, ...params }                 |
 * | download (custom)| an entry answering a file     | the report query + columns, lang  |
 *
 * A resource is named by its scope, `admin/members` or `partner/members`, so the two offices
 * never share a cache entry; writes carry a fresh Idempotency-Key.
 */
export interface OfficeDataProvider extends DataProvider {
  action<T = RaRecord>(resource: string, action: string, params: Record<string, unknown>): Promise<{ data: T }>;
  /** A single call outside the resource convention (the dashboard, the partner gate…), with a fresh Idempotency-Key. */
  call<E extends Endpoint>(entry: E, ...args: CallArgs<E>): Promise<ResponseOf<E>>;
  /** A file the server streams (report exports), read with progress. */
  download: ApiClient['download'];
}

export function createOfficeDataProvider(api: ApiClient): OfficeDataProvider {
  // A screen naming a resource or verb the table lacks is a programming error, not a user's.
  const entry = (resource: string, verb: string): Endpoint => {
    const found = (OFFICE_RESOURCES as Record<string, Record<string, Endpoint> | undefined>)[resource]?.[verb];
    if (!found) throw new Error(`no endpoint ${verb} for office resource ${resource}`);
    return found;
  };
  const write = <T>(resource: string, verb: string, body: object) =>
    api.call(entry(resource, verb), body, { idempotencyKey: newIdempotencyKey() }) as Promise<T>;

  const getList = async (resource: string, params: Parameters<DataProvider['getList']>[1]) => {
    const { page = 1, perPage = 25 } = params.pagination ?? {};
    const sort = params.sort?.field
      ? { field: params.sort.field, order: params.sort.order === 'ASC' ? 'ASC' : 'DESC' }
      : undefined;
    const res = (await api.call(entry(resource, 'list'), {
      page,
      perPage,
      sort,
      filter: params.filter ?? {},
    })) as OfficeList<RaRecord>;
    return { data: res.list, total: res.total } as Awaited<ReturnType<DataProvider['getList']>>;
  };

  return {
    getList,
    async getOne(resource, params) {
      return { data: await api.call(entry(resource, 'get'), { id: params.id }) };
    },
    async getMany(resource, params) {
      return { data: await api.call(entry(resource, 'getMany'), { ids: params.ids }) };
    },
    async getManyReference(resource, params) {
      return getList(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } });
    },
    async create(resource, params) {
      return { data: await write(resource, 'create', { data: params.data }) };
    },
    async update(resource, params) {
      return { data: await write(resource, 'update', { id: params.id, data: params.data }) };
    },
    async updateMany(resource, params) {
      for (const id of params.ids) await write(resource, 'update', { id, data: params.data });
      return { data: params.ids };
    },
    async delete(resource, params) {
      await write(resource, 'delete', { id: params.id });
      return { data: params.previousData ?? { id: params.id } } as never;
    },
    async deleteMany(resource, params) {
      for (const id of params.ids) await write(resource, 'delete', { id });
      return { data: params.ids };
    },
    async action(resource, action, params) {
      return { data: await write(resource, action, params) };
    },
    call: (target: Endpoint, body: object = {}, options: CallOptions = {}) =>
      api.call(target, body, { idempotencyKey: newIdempotencyKey(), ...options }),
    download: api.download,
  } as OfficeDataProvider;
}
