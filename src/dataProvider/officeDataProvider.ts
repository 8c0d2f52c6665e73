import type { DataProvider, RaRecord } from 'react-admin';
import type { OfficeList } from '../shared/api/office';
import { newIdempotencyKey, type ApiClient } from './apiClient';

/**
 * react-admin's dataProvider over the office convention of src/shared/api/office.ts.
 *
 * | method           | call                                   | body                              |
 * |------------------|----------------------------------------|-----------------------------------|
 * | getList          | /api/<resource>/list                   | { page, perPage, sort, filter }   |
 * | getOne           | /api/<resource>/get                    | { id }                            |
 * | getMany          | /api/<resource>/getMany                | { ids }                           |
 * | getManyReference | /api/<resource>/list                   | filter + { [target]: id }         |
 * | create           | /api/<resource>/create                 | { data }                          |
 * | update           | /api/<resource>/update                 | { id, data }                      |
 * | updateMany       | /update once per id                    |                                   |
 * | delete           | /api/<resource>/delete                 | { id }                            |
 * | deleteMany       | /delete once per id                    |                                   |
 * | action (custom)  | /api/<resource>/<action>               | { id, ...params }                 |
 *
 * A resource is named by its scope and path, `admin/members` or `partner/members`, so the two
 * offices never share a cache entry; writes carry a fresh Idempotency-Key.
 */
export interface OfficeDataProvider extends DataProvider {
  action<T = RaRecord>(resource: string, action: string, params: Record<string, unknown>): Promise<{ data: T }>;
  /** A single call outside the resource convention (`/api/partner/me`, `/api/admin/dashboard`). */
  call<T>(path: string, body?: Record<string, unknown>): Promise<T>;
}

export function createOfficeDataProvider(api: ApiClient): OfficeDataProvider {
  const path = (resource: string, verb: string) => `/api/${resource}/${verb}`;
  const write = <T>(resource: string, verb: string, body: object) =>
    api.call<T>(path(resource, verb), body, { idempotencyKey: newIdempotencyKey() });

  const getList = async (resource: string, params: Parameters<DataProvider['getList']>[1]) => {
    const { page = 1, perPage = 25 } = params.pagination ?? {};
    const sort = params.sort?.field ? { field: params.sort.field, order: params.sort.order === 'ASC' ? 'ASC' : 'DESC' } : undefined;
    const res = await api.call<OfficeList<RaRecord>>(path(resource, 'list'), { page, perPage, sort, filter: params.filter ?? {} });
    return { data: res.list, total: res.total } as Awaited<ReturnType<DataProvider['getList']>>;
  };

  return {
    getList,
    async getOne(resource, params) {
      return { data: await api.call(path(resource, 'get'), { id: params.id }) };
    },
    async getMany(resource, params) {
      return { data: await api.call(path(resource, 'getMany'), { ids: params.ids }) };
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
    call: (callPath, body = {}) => api.call(callPath, body, { idempotencyKey: newIdempotencyKey() }),
  } as OfficeDataProvider;
}
