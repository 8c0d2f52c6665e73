import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Config } from '../../config';
import { SessionEnd } from '../../modules/identity/authContext';
import { hashSecret, verifySecret } from '../../modules/identity/passwords';
import { endMemberSessions, endStaffSessions } from '../../modules/identity/sessionRepo';
import type { DB } from '../schema';
import { DEMO } from './demoSeed';
import { DEMO_PLAYERS } from './demoPlay';

/** A credential of the demo seed that still opens something. */
export interface DemoCredential {
  kind: 'staff' | 'member' | 'siteKey' | 'bankHook';
  siteId: string;
  /** The login id, or the site id for its key. */
  id: string;
}

const DEMO_MEMBER_IDS: readonly string[] = [
  ...DEMO.partners,
  ...DEMO.members,
  DEMO.waiting,
  ...DEMO_PLAYERS.map((p) => p.memId),
];

/**
 * The demo seed's accounts whose password is still `pass1234`, and the sites whose key is still
 * `demo-site-key` (docs/operations/security.md, "No demo accounts in production"). Only the demo
 * logins are looked at, and each distinct hash is checked once (the seed gives every demo account
 * one hash), so this costs one or a few argon2 checks, not one per account of the site.
 */
export async function demoCredentialsInUse(db: Kysely<DB>): Promise<DemoCredential[]> {
  const [sites, staff, members, hooks] = await Promise.all([
    db.selectFrom('sites').select('id').where('site_key', '=', DEMO.siteKey).orderBy('id').execute(),
    db
      .selectFrom('staff')
      .select(['site_id', 'staff_id', 'password_hash'])
      .where('staff_id', 'in', [DEMO.staff, DEMO.secondStaff])
      .orderBy('id')
      .execute(),
    db
      .selectFrom('members')
      .select(['site_id', 'mem_id', 'password_hash'])
      .where('mem_id', 'in', [...DEMO_MEMBER_IDS])
      .orderBy('id')
      .execute(),
    // The bank webhook's demo secret would let anyone sign deposit notices (docs/domains/cash.md#the-bank-webhook).
    db
      .selectFrom('bank_hook_secrets')
      .select('site_id')
      .where('secret', '=', DEMO.bankHookSecret)
      .orderBy('site_id')
      .execute(),
  ]);
  const verdicts = new Map<string, Promise<boolean>>();
  const isDemo = (hash: string) => {
    let verdict = verdicts.get(hash);
    if (!verdict) verdicts.set(hash, (verdict = verifySecret(hash, DEMO.password)));
    return verdict;
  };
  const accounts = [
    ...staff.map((s) => ({ kind: 'staff' as const, siteId: s.site_id, id: s.staff_id, hash: s.password_hash })),
    ...members.map((m) => ({ kind: 'member' as const, siteId: m.site_id, id: m.mem_id, hash: m.password_hash })),
  ];
  const open = await Promise.all(accounts.map(async (a) => ((await isDemo(a.hash)) ? a : null)));
  return [
    ...open.filter((a) => a !== null).map(({ kind, siteId, id }) => ({ kind, siteId, id })),
    ...sites.map((s) => ({ kind: 'siteKey' as const, siteId: s.id, id: s.id })),
    ...hooks.map((h) => ({ kind: 'bankHook' as const, siteId: h.site_id, id: h.site_id })),
  ];
}

/** The command that clears them (package.json `demo:clear`, demoClearCli.ts). */
const CLEAR_COMMAND = 'npm run demo:clear';

/** What a production start says while any demo credential works: what, and how to clear it. */
function demoCredentialsMessage(found: readonly DemoCredential[]): string {
  const logins = found
    .filter((c) => c.kind === 'staff' || c.kind === 'member')
    .map((c) => `${c.id} (${c.kind}, site ${c.siteId})`);
  const keys = found.filter((c) => c.kind === 'siteKey').map((c) => c.siteId);
  const hooks = found.filter((c) => c.kind === 'bankHook').map((c) => c.siteId);
  return [
    'Refusing to start with DEMO=false: demo credentials still open this database.',
    ...(logins.length ? [`  password ${DEMO.password}: ${logins.join(', ')}`] : []),
    ...(keys.length ? [`  site key ${DEMO.siteKey}: site ${keys.join(', ')}`] : []),
    ...(hooks.length ? [`  bank webhook secret ${DEMO.bankHookSecret}: site ${hooks.join(', ')}`] : []),
    `Run \`${CLEAR_COMMAND}\` with the same DATABASE_URL (or DATA_DIR) to give each account a new random password`,
    'and each site a new key (printed once), or start on an empty database without DEMO.',
  ].join('\n');
}

/** Refuses a production start while a demo credential works (boot.ts). */
export async function assertNoDemoCredentials(db: Kysely<DB>): Promise<void> {
  const found = await demoCredentialsInUse(db);
  if (found.length > 0) throw new Error(demoCredentialsMessage(found));
}

/** A credential given a new random secret by `clearDemoCredentials`; the secret is shown once. */
export interface ClearedCredential extends DemoCredential {
  secret: string;
}

/**
 * Gives every demo account still on the demo password a new random one, and every site still on
 * the demo key a new key, in one transaction; ends the accounts' sessions. Answers what changed,
 * with the new secrets (printed once by the command, stored only as hashes, the key as it is).
 */
export async function clearDemoCredentials(
  db: Kysely<DB>,
  config: Pick<Config, 'ARGON2_MEMORY_KIB' | 'ARGON2_PASSES'>,
  now: Date,
): Promise<ClearedCredential[]> {
  const found = await demoCredentialsInUse(db);
  const cleared = await Promise.all(
    found.map(async (c) => {
      // a password of letters and digits within the §5 rule's 20 characters; a key of 32
      const plain = c.kind === 'siteKey' || c.kind === 'bankHook';
      const secret =
        c.kind === 'siteKey'
          ? randomBytes(24).toString('base64url')
          : randomBytes(c.kind === 'bankHook' ? 32 : 10).toString('hex');
      return { ...c, secret, hash: plain ? '' : await hashSecret(config, secret) };
    }),
  );
  await db.transaction().execute(async (trx) => {
    for (const c of cleared) {
      if (c.kind === 'siteKey') {
        await trx.updateTable('sites').set({ site_key: c.secret }).where('id', '=', c.siteId).execute();
      } else if (c.kind === 'bankHook') {
        await trx.updateTable('bank_hook_secrets').set({ secret: c.secret }).where('site_id', '=', c.siteId).execute();
      } else if (c.kind === 'staff') {
        const row = await trx
          .updateTable('staff')
          .set({ password_hash: c.hash })
          .where('site_id', '=', c.siteId)
          .where('staff_id', '=', c.id)
          .returning('id')
          .executeTakeFirstOrThrow();
        await endStaffSessions(trx, row.id, null, SessionEnd.PasswordReset, now);
      } else {
        const row = await trx
          .updateTable('members')
          .set({ password_hash: c.hash, updated_at: now })
          .where('site_id', '=', c.siteId)
          .where('mem_id', '=', c.id)
          .returning('id')
          .executeTakeFirstOrThrow();
        await endMemberSessions(trx, row.id, SessionEnd.PasswordReset, now);
      }
    }
  });
  return cleared.map(({ kind, siteId, id, secret }) => ({ kind, siteId, id, secret }));
}
