import { z } from 'zod';
import { OfficeAction, type OfficeArea } from '../api/office/areas';

/**
 * One §7 call as the contract names it. The server registers its route from this entry (a path
 * missing from the endpoint table cannot be served), the fronts call the entry, and
 * `/api/openapi.json` is generated from the same entries.
 */

/** Maintenance kinds a site check can close (§3 check types); member calls are also closed by 'site'. */
type MaintenanceKind = 'site' | 'signup' | 'login' | 'bet' | 'deposit' | 'withdraw' | 'point';

/**
 * Who may call:
 *  - guest: anyone; a token, when sent, attaches the member (boards show its own posts…)
 *  - member: a logged-in member
 *  - partner: a member of a partner tier acting on its own subtree (§6)
 *  - staff: staff whose role holds the pair (`area`, the call's action); without an area any staff
 *    (their own account: TOTP)
 * The action of a partner or staff call is `actionOf(entry)`: named here, or read from the path.
 * `owner`: the partner itself, never one of its sub-users (docs/domains/partners.md#sub-users).
 */
export type Access =
  | { kind: 'guest' }
  | { kind: 'member' }
  | { kind: 'partner'; action?: OfficeAction; owner?: boolean }
  | { kind: 'staff'; area?: OfficeArea; action?: OfficeAction };
export const guest = { kind: 'guest' } as const;
export const member = { kind: 'member' } as const;
export const partner = { kind: 'partner' } as const;
/** Partner calls a sub-user may not make, whatever its rights: managing the sub-users themselves. */
export const partnerOwner = { kind: 'partner', owner: true } as const;
export const staff = <A extends OfficeArea>(area?: A, action?: OfficeAction) =>
  area ? { kind: 'staff' as const, area, ...(action && { action }) } : { kind: 'staff' as const };

export interface Endpoint<
  P extends string = string,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
  A extends Access = Access,
> {
  /** `/api/...`, with `:name` for a path parameter (`/api/board/:boardType/list`). */
  path: P;
  /** The body without `siteId`, which every call carries (§7) and the client adds. */
  body: B;
  /** `data` of a successful envelope. */
  response: R;
  access: A;
  /** The call moves money or writes once: it takes an `Idempotency-Key` (DESIGN: Money). */
  idempotent?: boolean;
  /** Maintenance kinds that close the call, besides 'site' for every member and guest call. */
  closedBy?: readonly MaintenanceKind[];
  /** Not closed by site maintenance: what the /warning page reads (§2, §4 INSPECT). */
  openDuringMaintenance?: boolean;
  /**
   * Made with the office session (the HttpOnly cookie and its CSRF header)
   * rather than a member token. Partner and staff entries always are; this marks the office's
   * own guest-access calls (renew, logout).
   */
  office?: boolean;
  /** §6: a partner may make this call before passing its gate (the gate's own calls). */
  beforeGate?: boolean;
  /**
   * Answers a file (`text/csv`, streamed) instead of the envelope once the caller is admitted
   * (report exports); every refusal before that is still the §7 envelope.
   */
  csv?: boolean;
  /** One line for the OpenAPI document. */
  summary: string;
}

/** Declares one entry, keeping its literal types so callers get the body and answer types. */
export const endpoint = <P extends string, B extends z.ZodType, R extends z.ZodType, A extends Access>(
  e: Endpoint<P, B, R, A>,
): Endpoint<P, B, R, A> => e;

/** The `:name` parameters of a path, as an object type (`{}` for none). */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string } & PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: string }
    : Record<never, never>;

/** What a front sends: the body's input type without siteId. */
export type BodyOf<E extends Endpoint> = z.input<E['body']>;
/** What a successful call answers. */
export type ResponseOf<E extends Endpoint> = z.output<E['response']>;

/** The path with its parameters filled in, each encoded. */
export function fillPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} of ${path}`);
    return encodeURIComponent(value);
  });
}

/** An answer with no data (`data: null`). */
export const NoData = z.null();

/** A call whose body carries only siteId. */
export const NoBody = z.object({});

/** The call takes the office session (cookie and CSRF header), not a member token. */
export const isOfficeCall = (e: Pick<Endpoint, 'access' | 'office'>): boolean =>
  e.access.kind === 'partner' || e.access.kind === 'staff' || e.office === true;

/** Last path parts that only read: lists, records, exports, searches and previews that store nothing. */
const READ_ENDS = new Set([
  'list',
  'get',
  'getMany',
  'export',
  'search',
  'tree',
  'dashboard',
  'queues',
  'me',
  'preview',
  'ledgerVerify',
  'openapi',
]);
/** Last path parts that decide a request someone else made. */
const APPROVE_ENDS = new Set(['approve', 'refuse', 'reject', 'wait', 'match', 'accept', 'dismiss']);

/**
 * What a partner or staff call does, for roles and read-only sub-users (docs/domains/staff.md#roles):
 * the entry's own `access.action`, else read from its last path part (a read, a decision, else a
 * write), so an entry added without one is a write unless its name says it only reads.
 */
export function actionOf(e: Pick<Endpoint, 'access' | 'path'>): OfficeAction {
  const named = e.access.kind === 'staff' || e.access.kind === 'partner' ? e.access.action : undefined;
  if (named) return named;
  const last = e.path.slice(e.path.lastIndexOf('/') + 1);
  if (READ_ENDS.has(last)) return OfficeAction.Read;
  if (APPROVE_ENDS.has(last)) return OfficeAction.Approve;
  return OfficeAction.Write;
}
