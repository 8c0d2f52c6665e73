import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { assertProductionSecrets, loadConfig } from './config';
import { boot } from './boot';
import { closeOnSignals } from './shutdown';
import { DEMO } from './db/seed/demoSeed';
import { DIST_DIR } from './static';

const DEMO_BANNER = [
  '',
  '  ************************************************************************',
  '  *  DEMO MODE: demo logins, demo secrets (JWT_SECRET) and a demo site.  *',
  '  *  Never take real money like this: set DEMO=false and real secrets.   *',
  '  ************************************************************************',
  '',
].join('\n');

/** `npm start`: builds the fronts when dist/ is missing, then serves everything on one port. */
async function main(): Promise<void> {
  const config = loadConfig();
  assertProductionSecrets(config);
  if (config.demo) console.warn(DEMO_BANNER);
  if (config.SERVE_STATIC && !existsSync(path.join(DIST_DIR, 'index.html'))) {
    console.log('Building the fronts (first start)…');
    // both fronts, each its own build (vite.config.ts `builder`), as `npm run build` does
    const { createBuilder } = await import('vite');
    await (await createBuilder({ logLevel: 'warn', build: { outDir: DIST_DIR } })).buildApp();
  }
  if (!config.DATABASE_URL) await mkdir(config.DATA_DIR, { recursive: true });
  const { app, database, playDemo } = await boot(config);
  closeOnSignals(app, database);

  const address = await app.listen({ port: config.PORT, host: config.HOST });
  // one line whatever LOG_LEVEL says (its default, warn, keeps Fastify's own start line quiet)
  console.log(`Listening on ${address}`);
  // After listen, not before: /healthz answers while the demo players' first day is played. Its
  // end is one line too (the browser journeys start once it is printed: playwright.config.ts).
  void playDemo?.().then(() => console.log("The demo players' first day is played"));
  const base = `http://localhost:${config.PORT}`;
  if (config.demo) {
    console.log(
      [
        '',
        `  Member site : ${base}/`,
        `  Office      : ${base}/partner`,
        `  Site id / key: ${DEMO.siteId} / ${DEMO.siteKey}`,
        `  Staff       : ${DEMO.staff}, ${DEMO.secondStaff} / ${DEMO.password} (two masters: one approves the other's large corrections)`,
        `  Partners    : ${DEMO.partners.join(', ')} / ${DEMO.password} (ptn01 head office … ptn05 shop)`,
        `  Members     : ${DEMO.members.join(', ')} / ${DEMO.password} (withdrawal password ${DEMO.withdrawPassword}); ${DEMO.waiting} waits for approval`,
        '',
      ].join('\n'),
    );
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
