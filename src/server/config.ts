import { z } from 'zod';

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
  /** Bearer token Valkyrie (and the demo provider) send to /pam (issue 11). */
  PAM_API_TOKEN: 'demo-pam-token',
  /** Bearer token this server sends to the demo provider's gamelaunch and transfer calls. */
  DEMO_PROVIDER_KEY: 'demo-provider-key',
};

/** A comma-separated list of origins, each kept as its `URL.origin`. */
const originList = z
  .string()
  .default('')
  .transform((v) => v.split(',').map((o) => o.trim()).filter(Boolean))
  .pipe(z.array(z.url().transform((o) => new URL(o).origin)));

const ConfigSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  /** Read replica for reports; falls back to the primary. */
  DATABASE_REPLICA_URL: z.string().url().optional(),
  REDIS_URL: z.string().url().optional(),
  /** Secret that signs session tokens; every node of one site must share it. */
  JWT_SECRET: z.string().min(16).default(DEMO_SECRET_VALUES.JWT_SECRET!),
  /** Demo mode seeds the demo site on first start. Default: on for the embedded database only. */
  DEMO: yesNo.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Runs the scheduler (minigame rounds, settlements) on this node; the advisory lock still picks one. */
  SCHEDULER: yesNo.prefault('true'),
  /** Serve the built fronts from dist/ (off in tests). */
  SERVE_STATIC: yesNo.prefault('true'),
  /** Argon2 cost; the defaults are OWASP's minimum for argon2id (19 MiB, 2 passes). */
  ARGON2_MEMORY_KIB: z.coerce.number().int().min(19_456).default(19_456),
  ARGON2_PASSES: z.coerce.number().int().min(2).default(2),
  /** Site time zone offset in minutes, for the 23:30–00:30 bank window and day boundaries. */
  SITE_TZ_OFFSET_MINUTES: z.coerce.number().int().min(-720).max(840).default(540),
  TRUST_PROXY: yesNo.prefault('false'),
  /** Origins of vendor game pages the member front frames, comma-separated (the CSP's frame-src). */
  VENDOR_FRAME_ORIGINS: originList,
  /** Origins of the live video players the main page may frame (site option liveStreamUrl; CSP frame-src). */
  LIVE_STREAM_ORIGINS: originList,
  /** Every minigame round lasts this many seconds (demos, e2e, two-node tests); unset keeps the table's. */
  MINIGAME_INTERVAL_S: z.coerce.number().int().min(5).max(86_400).optional(),
  /** Demo shortcut: 20-second minigame rounds (MINIGAME_INTERVAL_S wins when both are set). */
  MINIGAME_FAST: yesNo.optional(),
  /** Issue 11: the bearer token of the Valkyrie PAM API at /pam (compared in constant time). */
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
  DEMO_PROVIDER_CHAOS: z.string().regex(/^(\s*(repeat|reorder|drop)=(0(\.\d+)?|1(\.0+)?)\s*)(,\s*(repeat|reorder|drop)=(0(\.\d+)?|1(\.0+)?)\s*)*$/).optional(),
  /** Issue 12: the sports feed: `demo` (built in), `file:<path>` (a JSON file in the feed format), an http(s) URL (polled with ETag), or `off`. */
  SPORTS_FEED: z.union([z.enum(['demo', 'off']), z.string().regex(/^file:.+/), z.url({ protocol: /^https?$/ })]).default('demo'),
  /** The site the feed fills. */
  SPORTS_FEED_SITE: z.string().min(1).default('demo'),
  /** Seconds between two passes of the feed. */
  SPORTS_FEED_EVERY_S: z.coerce.number().int().min(1).max(3_600).default(30),
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

/** The variables that still hold their demo value; a production start names them and stops. */
export const demoSecretsInUse = (config: Config): string[] =>
  Object.entries(DEMO_SECRET_VALUES)
    .filter(([name, demo]) => (config as unknown as Record<string, unknown>)[name] === demo)
    .map(([name]) => name);

/** Issue 16: a real-money site must never run on a secret anyone can read in this repository. */
export function assertProductionSecrets(config: Config): void {
  if (config.demo) return;
  const names = demoSecretsInUse(config);
  if (names.length > 0) {
    throw new Error(`Refusing to start with DEMO=false: ${names.join(', ')} still ${names.length === 1 ? 'has its' : 'have their'} demo value. Set ${names.length === 1 ? 'it' : 'them'} to a long random secret.`);
  }
}
