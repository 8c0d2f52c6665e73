import { sql, type Expression, type SqlBool } from 'kysely';
import { subtreePattern } from './officeAccess';
import type { OfficeCaller } from './route';

/**
 * The rows an office caller may see: staff the whole site, a partner its own subtree (DESIGN:
 * every office query scoped by members.path on the server). `self` is the partner's own id, kept
 * out of "lower" lists.
 */
export interface Scope {
  siteId: string;
  /** Materialised path prefix, or null for the whole site. */
  path: string | null;
  self: number | null;
}

export const scopeOf = (caller: OfficeCaller): Scope =>
  caller.kind === 'partner'
    ? { siteId: caller.siteId, path: caller.member.path, self: caller.member.id }
    : { siteId: caller.siteId, path: null, self: null };

/** `members` (under `alias`) inside the scope; the caller itself excluded unless `withSelf`. */
export function inScope(scope: Scope, alias: string, withSelf = false): Expression<SqlBool> {
  const ref = (column: string) => sql.ref(`${alias}.${column}`);
  const parts = [sql`${ref('site_id')} = ${scope.siteId}`];
  if (scope.path !== null) parts.push(sql`${ref('path')} like ${subtreePattern(scope.path)}`);
  // By path, not id: a count over a large subtree then runs on the path index alone.
  if (scope.path !== null && !withSelf) parts.push(sql`${ref('path')} <> ${scope.path}`);
  return sql<SqlBool>`(${sql.join(parts, sql` and `)})`;
}

/** A text filter matches a prefix; LIKE wildcards typed by the user are taken literally. */
export const prefixPattern = (value: string): string => `${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
