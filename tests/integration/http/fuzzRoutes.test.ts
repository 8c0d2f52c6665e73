import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createTestApp, type TestApp } from '../../support/testApp';
import { tokensOfEveryCaller, type Caller } from '../../support/callers';
import { isResultCode } from '../../../src/shared/resultCodes';
import { DEMO } from '../../../src/server/db/seed/demoSeed';

/**
 * Generated bodies (wrong types, missing fields, huge strings, unicode, nested junk) posted to
 * every registered route never give HTTP 500 or a stack trace, always a catalogue code
 * (docs/architecture/endpoints.md#one-endpoint-table).
 */
let t: TestApp;
let tokens: Record<Caller, string | undefined>;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await tokensOfEveryCaller(t);
});
afterAll(() => t.close());

const FIELD_NAMES = [
  'memId',
  'memPass',
  'id',
  'ids',
  'amount',
  'pointAmt',
  'page',
  'count_per_list',
  'perPage',
  'sort',
  'filter',
  'data',
  'title',
  'content',
  'boardType',
  'startDate',
  'endDate',
  'cashType',
  'betIdx',
  'gameKey',
  'pick',
  'market',
  'memo',
  'withdrawPass',
  'level',
  'day',
];

const junk = fc.oneof(
  fc.string(),
  fc.string({ minLength: 5_000, maxLength: 20_000 }),
  fc.string({ unit: 'grapheme' }),
  fc.integer(),
  fc.double(),
  fc.constantFrom(
    Number.MAX_SAFE_INTEGER,
    -1,
    0,
    1e300,
    '1e3',
    '0x10',
    'NaN',
    null,
    true,
    [],
    {},
    '<script>alert(1)</script>',
    "' or 1=1 --",
  ),
  // NUL bytes (PostgreSQL text cannot hold them) and prototype names as values
  // (docs/architecture/security.md#input)
  fc.constantFrom(
    'a\u0000b',
    '\u0000',
    { field: '__proto__', order: 'ASC' },
    { field: 'constructor', order: 'DESC' },
    { q: 'x\u0000' },
  ),
  fc.anything({ maxDepth: 3 }),
);

const body = fc.dictionary(
  fc.oneof(
    fc.constantFrom(...FIELD_NAMES),
    fc.string({ maxLength: 12 }),
    fc.constantFrom('__proto__', 'constructor', 'prototype'),
  ),
  junk,
  { maxKeys: 8 },
);
const pathParam = fc.oneof(
  fc.constantFrom('free', 'notice', 'mq', 'event', 'faq', 'powerball', 'pwball'),
  fc.string({ minLength: 1, maxLength: 30 }),
);
/**
 * Generated calls per route. FUZZ_RUNS lowers it where each call costs more (CI's PGlite suite,
 * docs/architecture/tests.md#ci); the PostgreSQL suite runs the full count.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
const caller = fc.constantFrom('guest', 'member', 'partner', 'staff') as fc.Arbitrary<keyof typeof tokens>;

async function post(url: string, payload: string, headers: Record<string, string>) {
  const res = await t.app.inject({ method: 'POST', url, payload, headers });
  expect(res.statusCode, `${url} answered HTTP ${res.statusCode}`).not.toBe(500);
  expect(res.body).not.toMatch(/\bat .+\.(ts|js):\d+/);
  const json = res.json() as { resultCode: string };
  expect(isResultCode(json.resultCode), `${url} answered ${json.resultCode}`).toBe(true);
  return json;
}

describe('every route under generated junk', () => {
  it('knows the routes of the app', () => {
    expect(t.app.apiRoutes.length).toBeGreaterThan(3);
  });

  it('answers a catalogue code for every generated body, caller and path parameter', async () => {
    const routes = [...new Set(t.app.apiRoutes)];
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(body, caller, pathParam, fc.boolean(), async (b, who, param, withSite) => {
          const url = route.replace(/:[A-Za-z]+/g, encodeURIComponent(param));
          const headers: Record<string, string> = { 'content-type': 'application/json', authorization: DEMO.siteKey };
          const token = tokens[who];
          if (token) headers.token = token;
          await post(url, JSON.stringify(withSite ? { ...b, siteId: DEMO.siteId } : b), headers);
        }),
        { numRuns: RUNS },
      );
    }
    // Every route of every module, twenty generated calls each: minutes on a loaded machine.
  }, 600_000);

  it('answers E003 to a NUL byte or a prototype key on every route, whoever calls; a prototype sort field is never E001', async () => {
    const site = `"siteId":"${DEMO.siteId}"`;
    const refused = [
      `{${site},"memId":"a\\u0000b"}`,
      `{${site},"filter":{"memId":"\\u0000"}}`,
      `{${site},"data":{"title":["x","\\u0000"]}}`,
      `{${site},"__proto__":{"admin":true}}`,
      `{${site},"filter":{"constructor":{"prototype":{"x":1}}}}`,
    ];
    const sorts = ['__proto__', 'constructor', 'hasOwnProperty'].map(
      (field) => `{${site},"sort":{"field":"${field}","order":"ASC"}}`,
    );
    for (const route of new Set(t.app.apiRoutes)) {
      const url = route.replace(/:[A-Za-z]+/g, 'free');
      for (const who of ['guest', 'member', 'partner', 'staff'] as const) {
        const headers: Record<string, string> = { 'content-type': 'application/json', authorization: DEMO.siteKey };
        if (tokens[who]) headers.token = tokens[who];
        for (const payload of refused)
          expect((await post(url, payload, headers)).resultCode, `${url} ${payload}`).toBe('E003');
        for (const payload of sorts)
          expect((await post(url, payload, headers)).resultCode, `${url} ${payload}`).not.toMatch(/^E00[12]$/);
      }
    }
  }, 600_000);

  it('answers E003 for bodies that are not JSON objects', async () => {
    for (const route of new Set(t.app.apiRoutes)) {
      const url = route.replace(/:[A-Za-z]+/g, 'free');
      for (const payload of ['{', '[]', '"x"', '42', 'null', '{"siteId": "demo", "a": ']) {
        await post(url, payload, { 'content-type': 'application/json', authorization: DEMO.siteKey });
      }
      await post(url, 'memId=a', { 'content-type': 'application/x-www-form-urlencoded', authorization: DEMO.siteKey });
    }
  }, 300_000);
});
