import { z } from 'zod';
import { parseTrustProxy, type TrustProxy } from './http/trustProxy';
import { isStrongSecret, MIN_SECRET_BITS } from './secretStrength';

const yesNo = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no'])
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

/**
 * Secrets that ship with a demo value so `npm start` works out of the box. With DEMO=false the
 * server refuses to start while any of them still holds its demo value (`demoSecretsInUse`): a new
 * secret with a demo default belongs in this list, and its schema default should read it from here.
 */
export const DEMO_SECRET_VALUES: Readonly<Record<string, string>> = {
  JWT_SECRET: 'demo-secret-change-me-in-production',
  /** Bearer token Valkyrie (and the demo provider) send to /pam. */
  PAM_API_TOKEN: 'demo-pam-token',
  /** Bearer token this server sends to the demo provider's gamelaunch and transfer calls. */
  DEMO_PROVIDER_KEY: 'demo-provider-key',
};

/** A comma-separated list of origins, each kept as its `URL.origin`. */
const originList = z
  .string()
  .default('')
  .transform((v) =>
    v
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.url().transform((o) => new URL(o).origin)));

const ConfigSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  /** Where the retention job writes the months that leave the database (docs/operations/retention.md); default DATA_DIR/archive. */
  ARCHIVE_DIR: z.string().min(1).optional(),
  /** Read replica for reports; falls back to the primary. */
  DATABASE_REPLICA_URL: z.string().url().optional(),
  REDIS_URL: z.string().url().optional(),
  /** Secret that signs session tokens; every node of one site must share it. */
  JWT_SECRET: z.string().min(16).default(DEMO_SECRET_VALUES.JWT_SECRET!),
  /** Demo mode seeds the demo site on first start. Default: on for the embedded database only. */
  DEMO: yesNo.optional(),
  /** With DEMO: the demo players' first day is played through the routes after the seed (db/seed/demoPlay.ts). */
  DEMO_PLAY: yesNo.prefault('true'),
  /** warn: failed and slow requests, faults and warnings only; info adds a line per request (docs/operations/logs.md). */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('warn'),
  /** A request taking at least this long is logged at warn as `slow request`. */
  SLOW_REQUEST_MS: z.coerce.number().int().min(1).default(1000),
  /** Runs the scheduler (minigame rounds, settlements) on this node; the advisory lock still picks one. */
  SCHEDULER: yesNo.prefault('true'),
  /** A job's leader that hangs (alive, not answering) keeps its lead this long before another node takes it. */
  LEADER_TAKEOVER_S: z.coerce.number().int().min(2).max(3_600).default(15),
  /**
   * On SIGTERM the node first answers /healthz 503 for this long while serving every call, then
   * stops: behind a balancer, its check interval × failures to take a node out, plus one.
   */
  SHUTDOWN_DRAIN_S: z.coerce.number().min(0).max(60).default(0),
  /** Serve the built fronts from dist/ (off in tests). */
  SERVE_STATIC: yesNo.prefault('true'),
  /** Argon2 cost; the defaults are OWASP's minimum for argon2id (19 MiB, 2 passes). */
  ARGON2_MEMORY_KIB: z.coerce.number().int().min(19_456).default(19_456),
  ARGON2_PASSES: z.coerce.number().int().min(2).default(2),
  /** Site time zone offset in minutes, for the 23:30–00:30 bank window and day boundaries. */
  SITE_TZ_OFFSET_MINUTES: z.coerce.number().int().min(-720).max(840).default(540),
  /** The proxies whose X-Forwarded-For is believed: false, true (private networks), a hop count or addresses (http/trustProxy.ts). */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v, ctx): TrustProxy => {
      const parsed = parseTrustProxy(v);
      if (parsed instanceof Error) ctx.addIssue({ code: 'custom', message: parsed.message });
      return parsed instanceof Error ? false : parsed;
    }),
  /** Origins of vendor game pages the member front frames, comma-separated (the CSP's frame-src). */
  VENDOR_FRAME_ORIGINS: originList,
  /**
   * Origins images may come from besides this site (the CSP's img-src): the operator's image host
   * for banners, popups and vendor thumbnails. Images in what members and staff write must be on
   * this site or one of these (content/sanitize.ts); anything else is dropped.
   */
  IMAGE_ORIGINS: originList,
  /** Origins of the live video players the main page may frame (site option liveStreamUrl; CSP frame-src). */
  LIVE_STREAM_ORIGINS: originList,
  /** Every minigame round lasts this many seconds (demos, e2e, two-node tests); unset keeps the table's. */
  MINIGAME_INTERVAL_S: z.coerce.number().int().min(5).max(86_400).optional(),
  /** Demo shortcut: 20-second minigame rounds (MINIGAME_INTERVAL_S wins when both are set). */
  MINIGAME_FAST: yesNo.optional(),
  /** The bearer token of the Valkyrie PAM API at /pam (compared in constant time). */
  PAM_API_TOKEN: z.string().min(8).default(DEMO_SECRET_VALUES.PAM_API_TOKEN!),
  /** Valkyrie's operator API (`POST {VALKYRIE_URL}/{provider}/gamelaunch`) for vendors whose adapter names no base URL. */
  VALKYRIE_URL: z.string().url().optional(),
  /** Operator API key for Valkyrie's gamelaunch and for the built-in demo provider. */
  DEMO_PROVIDER_KEY: z.string().min(8).default(DEMO_SECRET_VALUES.DEMO_PROVIDER_KEY!),
  /** This server's public address (the demo provider calls /pam there); default http://127.0.0.1:PORT. */
  PUBLIC_URL: z.string().url().optional(),
  /**
   * Tests only: the demo provider misbehaves like a real network, e.g. `repeat=0.2,reorder=0.1,drop=0.2`
   * (chances per call of a repeated callback, a CANCEL sent before its WITHDRAW, a lost answer).
   */
  DEMO_PROVIDER_CHAOS: z
    .string()
    .regex(/^(\s*(repeat|reorder|drop)=(0(\.\d+)?|1(\.0+)?)\s*)(,\s*(repeat|reorder|drop)=(0(\.\d+)?|1(\.0+)?)\s*)*$/)
    .optional(),
  /** The sports feed: `demo` (built in), `file:<path>` (a JSON file in the feed format), an http(s) URL (polled with ETag), or `off`. */
  SPORTS_FEED: z
    .union([z.enum(['demo', 'off']), z.string().regex(/^file:.+/), z.url({ protocol: /^https?$/ })])
    .default('demo'),
  /** The site the feed fills. */
  SPORTS_FEED_SITE: z.string().min(1).default('demo'),
  /** Seconds between two passes of the feed. */
  SPORTS_FEED_EVERY_S: z.coerce.number().int().min(1).max(3_600).default(30),
  /** Bearer token Prometheus sends to GET /metrics; unset, /metrics is not served (docs/operations/security.md). */
  METRICS_TOKEN: z.string().min(1).optional(),
  /** Checks every answer against its endpoint's response schema (tests; costs time per call). */
  CHECK_RESPONSES: yesNo.prefault('false'),
});

export type Config = z.infer<typeof ConfigSchema> & { demo: boolean };

/** Parses the environment once; a bad value stops the start with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  return { ...config, demo: config.DEMO ?? !config.DATABASE_URL };
}

/** The retention job's directory (ARCHIVE_DIR, else `archive` in DATA_DIR, also with a DATABASE_URL). */
export const archiveDir = (config: Pick<Config, 'ARCHIVE_DIR' | 'DATA_DIR'>): string =>
  config.ARCHIVE_DIR ?? `${config.DATA_DIR.replace(/\/+$/, '')}/archive`;

/** The variables that still hold their demo value; a production start names them and stops. */
export const demoSecretsInUse = (config: Config): string[] =>
  Object.entries(DEMO_SECRET_VALUES)
    .filter(([name, demo]) => (config as unknown as Record<string, unknown>)[name] === demo)
    .map(([name]) => name);

/** The secrets a production start judges: the demo ones, and the metrics token when it is set. */
const JUDGED_SECRETS = [...Object.keys(DEMO_SECRET_VALUES), 'METRICS_TOKEN'] as const;

/** The secrets set to something an attacker could guess (secretStrength.ts), demo values aside. */
export const weakSecretsInUse = (config: Config): string[] =>
  JUDGED_SECRETS.filter((name) => {
    const value = (config as unknown as Record<string, unknown>)[name];
    return typeof value === 'string' && value !== DEMO_SECRET_VALUES[name] && !isStrongSecret(value);
  });

/**
 * A real-money site must never run on a secret anyone can read in this repository, nor on one
 * anyone could guess: secrets are judged by strength, not length (docs/operations/security.md).
 */
export function assertProductionSecrets(config: Config): void {
  if (config.demo) return;
  const problems: string[] = [];
  const demo = demoSecretsInUse(config);
  if (demo.length > 0)
    problems.push(`${demo.join(', ')} still ${demo.length === 1 ? 'has its' : 'have their'} demo value`);
  const weak = weakSecretsInUse(config);
  if (weak.length > 0)
    problems.push(
      `${weak.join(', ')} ${weak.length === 1 ? 'is' : 'are'} too easy to guess (under ${MIN_SECRET_BITS} bits)`,
    );
  if (problems.length > 0) {
    throw new Error(
      `Refusing to start with DEMO=false: ${problems.join('; ')}. Set each to a long random secret, e.g. \`openssl rand -base64 32\`.`,
    );
  }
}
