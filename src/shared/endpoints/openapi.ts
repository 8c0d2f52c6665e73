import { z } from 'zod';
import { ResultCode, resultCodeText, type ResultCodeName } from '../resultCodes';
import type { Endpoint } from './endpoint';

/** Where the server serves the document (GET; every other /api path is a §7 POST of the table). */
export const OPENAPI_PATH = '/api/openapi.json';

type JsonSchema = Record<string, unknown>;

const schemaOf = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
};

const accessText = (e: Endpoint): string => {
  switch (e.access.kind) {
    case 'guest':
      return 'anyone (a member token, when sent, is used)';
    case 'member':
      return 'a logged-in member';
    case 'partner':
      return 'a partner, on its own subtree';
    case 'staff':
      return e.access.area ? `staff whose role opens "${e.access.area}"` : 'any staff';
  }
};

/** The §8 catalogue: code, the name code uses, and its meaning. */
const resultCodeRows = (): { code: string; name: ResultCodeName; meaning: string }[] =>
  (Object.entries(ResultCode) as [ResultCodeName, keyof typeof resultCodeText][]).map(([name, code]) => ({
    code,
    name,
    meaning: resultCodeText[code],
  }));

/** Office calls group by resource (`admin/members`), the others by their first segment (`cash`). */
const tagOf = (path: string): string => {
  const [scope, resource] = path.split('/').slice(2);
  return (scope === 'admin' || scope === 'partner') && resource ? `${scope}/${resource}` : (scope ?? 'api');
};

/**
 * OpenAPI 3.1 of the endpoint table, the schemas from zod's own JSON Schema output. Every call
 * answers HTTP 200 with the §7 envelope; `data` is the entry's response on `resultCode` "200",
 * and a catalogue code (components.schemas.ResultCode) otherwise.
 */
export function openApiDocument(endpoints: readonly Endpoint[], info: { title: string; version: string }): JsonSchema {
  const codes = resultCodeRows();
  const paths: Record<string, JsonSchema> = {};
  for (const e of endpoints) {
    const params = [...e.path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!);
    const body = schemaOf(e.body, 'input');
    const properties = {
      siteId: { type: 'string', minLength: 1, maxLength: 40, description: 'The site id (§7), added by the client' },
      ...((body.properties as JsonSchema) ?? {}),
    };
    const required = ['siteId', ...((body.required as string[]) ?? [])];
    const notes = [
      `Who may call: ${accessText(e)}.`,
      e.idempotent ? 'Takes an `Idempotency-Key` header: a replay answers the first result and moves nothing.' : '',
      e.closedBy?.length ? `Closed by maintenance of: ${e.closedBy.join(', ')}.` : '',
      e.openDuringMaintenance ? 'Open during site maintenance.' : '',
    ].filter(Boolean);
    paths[e.path.replace(/:([A-Za-z]+)/g, '{$1}')] = {
      post: {
        operationId: e.path.slice('/api/'.length).replace(/[/:]+/g, '_'),
        summary: e.summary,
        description: notes.join('\n\n'),
        tags: [tagOf(e.path)],
        'x-access': e.access,
        'x-idempotent': !!e.idempotent,
        'x-closed-by': e.closedBy ?? [],
        'x-open-during-maintenance': !!e.openDuringMaintenance,
        parameters: [
          ...params.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
          {
            name: 'Authorization',
            in: 'header',
            required: true,
            description: 'The site key',
            schema: { type: 'string' },
          },
          ...(e.access.kind === 'guest'
            ? []
            : [
                {
                  name: 'token',
                  in: 'header',
                  required: true,
                  description: 'The session token from login',
                  schema: { type: 'string' },
                },
              ]),
          ...(e.idempotent
            ? [
                {
                  name: 'Idempotency-Key',
                  in: 'header',
                  required: false,
                  description: 'Names this submission; the same key on a retry',
                  schema: { type: 'string', maxLength: 200 },
                },
              ]
            : []),
        ],
        requestBody: {
          required: true,
          content: { 'application/json': { schema: { ...body, type: 'object', properties, required } } },
        },
        responses: {
          '200': {
            description: e.csv
              ? 'The file itself, `text/csv` (UTF-8 with BOM), when the call is admitted; a refusal is the §7 envelope as JSON'
              : 'The §7 envelope: `data` is this schema when `resultCode` is "200"',
            content: {
              ...(e.csv ? { 'text/csv': { schema: { type: 'string' } } } : {}),
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['resultCode', 'resultMessage', 'data'],
                  properties: {
                    resultCode: { $ref: '#/components/schemas/ResultCode' },
                    resultMessage: { type: 'string' },
                    data: schemaOf(e.response, 'output'),
                  },
                },
              },
            },
          },
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      ...info,
      description: [
        'Every call is POST with a JSON body and answers HTTP 200 with `{resultCode, resultMessage, data}`.',
        '',
        '| code | meaning |',
        '|---|---|',
        ...codes.map((c) => `| ${c.code} | ${c.meaning} |`),
      ].join('\n'),
    },
    paths,
    components: {
      schemas: {
        ResultCode: {
          type: 'string',
          description: 'The §8 result-code catalogue',
          enum: codes.map((c) => c.code),
          'x-enum-varnames': codes.map((c) => c.name),
          'x-enum-descriptions': codes.map((c) => c.meaning),
        },
      },
    },
  };
}
