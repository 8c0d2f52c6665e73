/**
 * What the office's API page shows, read from the OpenAPI 3.1 document of the endpoint table
 * (src/shared/endpoints/openapi.ts): operations grouped by tag, and the result-code catalogue.
 */
type Json = Record<string, unknown>;

export interface ApiAccess {
  kind: 'guest' | 'member' | 'partner' | 'staff';
  area?: string;
}

export interface ApiOperation {
  method: string;
  path: string;
  summary: string;
  access: ApiAccess;
  idempotent: boolean;
  closedBy: string[];
  openDuringMaintenance: boolean;
  body: unknown;
  answer: unknown;
}

export interface ApiTag {
  tag: string;
  operations: ApiOperation[];
}

export interface ApiResultCode {
  code: string;
  name: string;
  meaning: string;
}

const obj = (value: unknown): Json =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

/** The answer schema: `data` of the §7 envelope. */
const answerOf = (op: Json): unknown =>
  obj(obj(obj(obj(obj(obj(op.responses)['200']).content)['application/json']).schema).properties).data ?? null;
const bodyOf = (op: Json): unknown => obj(obj(obj(op.requestBody).content)['application/json']).schema ?? null;

/** Every operation of the document, grouped by its first tag, tags and paths in alphabetical order. */
export function apiTags(document: unknown): ApiTag[] {
  const byTag = new Map<string, ApiOperation[]>();
  for (const [path, item] of Object.entries(obj(obj(document).paths))) {
    for (const [method, raw] of Object.entries(obj(item))) {
      const op = obj(raw);
      const tag = strings(op.tags)[0] ?? 'api';
      const access = obj(op['x-access']);
      const operation: ApiOperation = {
        method: method.toUpperCase(),
        path,
        summary: String(op.summary ?? ''),
        access: {
          kind: (access.kind as ApiAccess['kind']) ?? 'guest',
          ...(typeof access.area === 'string' && { area: access.area }),
        },
        idempotent: op['x-idempotent'] === true,
        closedBy: strings(op['x-closed-by']),
        openDuringMaintenance: op['x-open-during-maintenance'] === true,
        body: bodyOf(op),
        answer: answerOf(op),
      };
      byTag.set(tag, [...(byTag.get(tag) ?? []), operation]);
    }
  }
  return [...byTag.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([tag, operations]) => ({ tag, operations: operations.sort((a, b) => a.path.localeCompare(b.path)) }));
}

/** The §8 catalogue as the document lists it (`components.schemas.ResultCode`). */
export function apiResultCodes(document: unknown): ApiResultCode[] {
  const schema = obj(obj(obj(obj(document).components).schemas).ResultCode);
  const names = strings(schema['x-enum-varnames']);
  const meanings = strings(schema['x-enum-descriptions']);
  return strings(schema.enum).map((code, i) => ({ code, name: names[i] ?? '', meaning: meanings[i] ?? '' }));
}

const matches = (query: string, ...texts: string[]) => texts.some((t) => t.toLowerCase().includes(query));

/** Operations whose path, summary or tag holds the query (case-insensitive); empty tags left out. */
export function filterTags(tags: ApiTag[], query: string): ApiTag[] {
  const q = query.trim().toLowerCase();
  if (!q) return tags;
  return tags
    .map((t) => ({ ...t, operations: t.operations.filter((o) => matches(q, o.path, o.summary, t.tag)) }))
    .filter((t) => t.operations.length > 0);
}

/** Result codes whose code, name or meaning holds the query. */
export function filterCodes(codes: ApiResultCode[], query: string): ApiResultCode[] {
  const q = query.trim().toLowerCase();
  return q ? codes.filter((c) => matches(q, c.code, c.name, c.meaning)) : codes;
}
