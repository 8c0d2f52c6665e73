import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Validator } from '@seriousme/openapi-schema-validator';
import { createTestApp, type TestApp } from '../../support/testApp';
import { ENDPOINTS } from '../../../src/shared/endpoints';
import { ResultCode } from '../../../src/shared/resultCodes';

/**
 * One endpoint table (docs/architecture/endpoints.md#one-endpoint-table); the server serves it and
 * its OpenAPI 3.1 document.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const openapiPath = (path: string) => path.replace(/:([A-Za-z]+)/g, '{$1}');

describe('endpoint table', () => {
  it('names every path once', () => {
    const paths = ENDPOINTS.map((e) => e.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('is served: every entry answers as a route of the app, and the app serves nothing else', () => {
    const served = new Set(t.app.apiRoutes);
    expect(ENDPOINTS.filter((e) => !served.has(e.path)).map((e) => e.path)).toEqual([]);
    const table = new Set(ENDPOINTS.map((e) => e.path));
    expect([...served].filter((path) => !table.has(path))).toEqual([]);
  });

  it('cannot serve a call the table does not name', async () => {
    const { buildApp } = await import('../../../src/server/app');
    const { route } = await import('../../../src/server/http/route');
    const { endpoint, guest, NoBody, NoData } = await import('../../../src/shared/endpoints/endpoint');
    const stray = endpoint({
      path: '/api/not/in/table',
      body: NoBody,
      response: NoData,
      access: guest,
      summary: 'stray',
    });
    const app = await buildApp({ config: t.config, database: t.database, logger: false });
    await expect(app.register(async (a) => route(a, stray, async () => null)).ready()).rejects.toThrow(
      /not in the endpoint table/,
    );
    await app.close().catch(() => undefined);
  });
});

describe('GET /api/openapi.json', () => {
  it('validates as OpenAPI 3.1 and lists every registered route and every result code', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as {
      openapi: string;
      paths: Record<string, unknown>;
      components: { schemas: { ResultCode: { enum: string[]; 'x-enum-descriptions': string[] } } };
    };
    expect(doc.openapi).toBe('3.1.0');
    const validator = new Validator();
    const result = await validator.validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    for (const route of new Set(t.app.apiRoutes)) expect(doc.paths, route).toHaveProperty([openapiPath(route)]);
    expect(doc.components.schemas.ResultCode.enum).toEqual(expect.arrayContaining(Object.values(ResultCode)));
    expect(doc.components.schemas.ResultCode['x-enum-descriptions'].every((text) => text.length > 0)).toBe(true);
  });
});
