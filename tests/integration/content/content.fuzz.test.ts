import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createTestApp, type TestApp } from '../../support/testApp';
import { tokensOfEveryCaller, type Caller } from '../../support/callers';
import { isResultCode } from '../../../src/shared/resultCodes';
import { DEMO } from '../../../src/server/db/seed/demoSeed';

/**
 * The content calls under junk shaped like their own fields (board, comment, message, office
 * bodies): always a catalogue code, never HTTP 500, and never a stored script.
 */
let t: TestApp;
let tokens: Record<Caller, string | undefined>;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await tokensOfEveryCaller(t);
});
afterAll(() => t.close());

const CONTENT_ROUTE =
  /^\/api\/(board\/|etc\/(banner|popupList|mainInfo)|main|admin\/(notices|events|faq|boards|inquiries|messages|banners)\/)/;
const FIELDS = [
  'boardIdx',
  'cmtIdx',
  'msgIdx',
  'msgIdxList',
  'actionKind',
  'action',
  'title',
  'content',
  'category',
  'qnaType',
  'page',
  'count_per_list',
  'startDate',
  'endDate',
  'searchValue',
  'filter',
  'id',
  'ids',
  'data',
  'answer',
  'sort',
  'perPage',
];
const junk = fc.oneof(
  fc.constantFrom(
    'upload',
    'delete',
    'read',
    'readAll',
    'free',
    'notice',
    'deposit',
    '2026-02-30',
    '2026-11-21',
    '%_\\',
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    'javascript:alert(1)',
    1,
    0,
    -1,
    2 ** 53,
    [1, 2],
    [],
    {},
    null,
    true,
  ),
  fc.string({ maxLength: 300 }),
  fc.integer(),
  fc.array(fc.oneof(fc.integer(), fc.string()), { maxLength: 5 }),
  fc.dictionary(
    fc.constantFrom('title', 'content', 'kind', 'image', 'memId', 'level', 'all', 'boardType', 'q'),
    fc.anything({ maxDepth: 1 }),
    { maxKeys: 5 },
  ),
);
const body = fc.dictionary(fc.constantFrom(...FIELDS), junk, { maxKeys: 6 });
const caller = fc.constantFrom('guest', 'member', 'partner', 'staff') as fc.Arbitrary<keyof typeof tokens>;
const boardType = fc.constantFrom('free', 'notice', 'faq', 'mq', 'qna', 'nope', '%00');

describe('content routes under junk', () => {
  it('answer a catalogue code and store no script', async () => {
    const routes = [...new Set(t.app.apiRoutes)].filter((r) => CONTENT_ROUTE.test(r));
    expect(routes.length).toBeGreaterThan(20);
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(body, caller, boardType, async (b, who, type) => {
          const headers: Record<string, string> = { 'content-type': 'application/json', authorization: DEMO.siteKey };
          if (tokens[who]) headers.token = tokens[who]!;
          const res = await t.app.inject({
            method: 'POST',
            url: route.replace(':boardType', type),
            payload: JSON.stringify({ ...b, siteId: DEMO.siteId }),
            headers,
          });
          expect(res.statusCode, route).toBe(200);
          expect(isResultCode((res.json() as { resultCode: string }).resultCode), route).toBe(true);
        }),
        { numRuns: 30 },
      );
    }
    for (const table of ['boards', 'board_comments', 'inquiries', 'messages'] as const) {
      const rows = await t.database.db.selectFrom(table).select('content').execute();
      expect(
        rows.filter((r) => /<script|onerror|javascript:/i.test(r.content)),
        table,
      ).toEqual([]);
    }
  }, 600_000);
});
