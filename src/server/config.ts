import { z } from 'zod';

const yesNo = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no'])
  .transform((v) => v === '1' || v === 'true' || v === 'yes');

const ConfigSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  /** Read replica for reports; falls back to the primary. */
  DATABASE_REPLICA_URL: z.string().url().optional(),
  REDIS_URL: z.string().url().optional(),
  /** Secret that signs session tokens; every node of one site must share it. */
  JWT_SECRET: z.string().min(16).default('demo-secret-change-me-in-production'),
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
  /** Every minigame round lasts this many seconds (demos, e2e, two-node tests); unset keeps the table's. */
  MINIGAME_INTERVAL_S: z.coerce.number().int().min(5).max(86_400).optional(),
  /** Demo shortcut: 20-second minigame rounds (MINIGAME_INTERVAL_S wins when both are set). */
  MINIGAME_FAST: yesNo.optional(),
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
