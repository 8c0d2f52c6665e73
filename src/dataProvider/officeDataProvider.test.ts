import { describe, expect, it } from 'vitest';
import { createApiClient } from './apiClient';
import { createOfficeDataProvider } from './officeDataProvider';

/** A fake HTTP client that records each call and answers the §7 envelope. */
function recorder(data: unknown) {
  const calls: { url: string; body: Record<string, unknown>; headers: Record<string, string> }[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    calls.push({ url, body: JSON.parse(init.body as string), headers: init.headers as Record<string, string> });
    return new Response(JSON.stringify({ resultCode: '200', resultMessage: 'SUCCESS', data }));
  }) as typeof globalThis.fetch;
  const api = createApiClient({ siteId: 'demo', siteKey: 'key', getToken: () => 'tok', fetch });
  return { calls, api };
}

describe('office dataProvider', () => {
  it('maps getList onto /list with paging, sort and filter, under the resource path', async () => {
    const { calls, api } = recorder({ list: [{ id: 1 }], total: 31 });
    const dp = createOfficeDataProvider(api);
    const res = await dp.getList('partner/members', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'memId', order: 'ASC' },
      filter: { q: 'kim' },
    });
    expect(res).toEqual({ data: [{ id: 1 }], total: 31 });
    expect(calls[0]!.url).toBe('/api/partner/members/list');
    expect(calls[0]!.body).toEqual({
      siteId: 'demo',
      page: 2,
      perPage: 10,
      sort: { field: 'memId', order: 'ASC' },
      filter: { q: 'kim' },
    });
    expect(calls[0]!.headers).toMatchObject({ authorization: 'key', token: 'tok' });
  });

  it('sends writes with a fresh idempotency key each', async () => {
    const { calls, api } = recorder({ id: 5 });
    const dp = createOfficeDataProvider(api);
    await dp.update('admin/levels', { id: 5, data: { bet_max: 10 }, previousData: { id: 5 } });
    await dp.action('admin/deposits', 'approve', { id: 9 });
    expect(calls.map((c) => c.url)).toEqual(['/api/admin/levels/update', '/api/admin/deposits/approve']);
    expect(calls[0]!.body).toEqual({ siteId: 'demo', id: 5, data: { bet_max: 10 } });
    const keys = calls.map((c) => c.headers['idempotency-key']);
    expect(keys[0]).toBeTruthy();
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('rejects with the catalogue code and a 401 status when the session ended', async () => {
    const fetch = (async () =>
      new Response(
        JSON.stringify({ resultCode: 'U017', resultMessage: 'x', data: null }),
      )) as unknown as typeof globalThis.fetch;
    const dp = createOfficeDataProvider(createApiClient({ siteId: 'demo', siteKey: 'k', getToken: () => null, fetch }));
    await expect(dp.getOne('admin/members', { id: 1 })).rejects.toMatchObject({ code: 'U017', status: 401 });
  });
});
