import { stripBidi } from '../../shared/nickname';
import { ResultCode } from '../../shared/resultCodes';
import { AppError } from './appError';

/** Keys that reach an object's prototype when copied or looked up: never a field of a call. */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
/** Fields shown to other people whose text direction controls are dropped (docs/architecture/security.md#input). */
const DISPLAY_FIELDS = new Set(['title', 'memNick']);
/** No call nests this deep; a deeper body is junk (and must not exhaust the stack). */
const MAX_DEPTH = 32;

/**
 * For every call before its schema (docs/architecture/security.md#input): a NUL byte in any string
 * (PostgreSQL text cannot hold one, so it would fail as E001 deep in a query) or a prototype key
 * anywhere in the body answers E003 naming the field; titles and nicknames lose their bidi
 * controls. Returns the body to validate (a copy where something was stripped).
 */
export function safeInput(value: unknown, path = '', depth = 0): unknown {
  if (depth > MAX_DEPTH) throw new AppError(ResultCode.InvalidRequest, { fields: [path] });
  if (typeof value === 'string') {
    if (value.includes('\u0000')) throw new AppError(ResultCode.InvalidRequest, { fields: [path || '(body)'] });
    return value;
  }
  if (Array.isArray(value)) return value.map((item, i) => safeInput(item, `${path}[${i}]`, depth + 1));
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (PROTOTYPE_KEYS.has(key) || key.includes('\u0000'))
      throw new AppError(ResultCode.InvalidRequest, { fields: [at] });
    const safe = safeInput(item, at, depth + 1);
    out[key] = DISPLAY_FIELDS.has(key) && typeof safe === 'string' ? stripBidi(safe) : safe;
  }
  return out;
}
