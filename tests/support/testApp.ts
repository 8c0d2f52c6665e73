import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { loadConfig, type Config } from '../../src/server/config';
import { openDatabase, type Database } from '../../src/server/db/database';
import { migrate } from '../../src/server/db/migrate';
import { DEMO, seedDemo } from '../../src/server/db/seed/demoSeed';
import { demoSeedSteps } from '../../src/server/db/seed/steps';
import { buildApp, type BuildOptions } from '../../src/server/app';
import type { Envelope } from '../../src/shared/api/envelope';
import { OFFICE_COOKIE } from '../../src/shared/api/office/officeSession';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** POST a §7 call as the demo site's client would: siteId in the body, site key header. */
  call<T = unknown>(path: string, body?: Record<string, unknown>, headers?: Record<string, string>): Promise<Envelope<T>>;
  /** Logs a demo account in and returns its token. */
  login(memId: string, memPass?: string): Promise<string>;
  /**
   * Logs a staff account in (default the demo master `admin`) and returns its office token, taken
   * from the HttpOnly cookie the login sets, to send in the `token` header as an API client would.
   */
  loginStaff(staffId?: string, password?: string): Promise<string>;
  /** Logs a partner in to the office (its office session, beside any member session); the office token. */
  loginOffice(memId: string, memPass?: string): Promise<string>;
  close(): Promise<void>;
}

/** The app listening on a free local port, for clients that need a socket (push, SockJS); its base URL. */
export async function listenLocal(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

/**
 * A fresh, migrated, demo-seeded database per test file: PGlite in memory by default, or its own
 * schema on the PostgreSQL server named by DATABASE_URL (dropped on close).
 */
export async function createTestApp(overrides: Partial<Omit<BuildOptions, 'config' | 'database'>> & { env?: Record<string, string> } = {}): Promise<TestApp> {
  const config = loadConfig({ SERVE_STATIC: 'false', SCHEDULER: 'false', LOG_LEVEL: 'silent', DEMO: 'true', CHECK_RESPONSES: 'true', ...overrides.env, DATABASE_URL: process.env.DATABASE_URL });
  const url = process.env.DATABASE_URL;
  const schema = url ? `t_${randomBytes(6).toString('hex')}` : undefined;
  if (url && schema) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`create schema ${schema}`);
    await client.end();
  }
  const database = await openDatabase({ url, schema, poolSize: 30 });
  await migrate(database);
  await seedDemo(database.db, config, demoSeedSteps);
  const app = await buildApp({ config, database, logger: false, ...overrides });
  await app.ready();

  const call = async <T>(path: string, body: Record<string, unknown> = {}, headers: Record<string, string> = {}) => {
    const res = await app.inject({
      method: 'POST',
      url: path,
      payload: { siteId: DEMO.siteId, ...body },
      headers: { authorization: DEMO.siteKey, ...headers },
    } as InjectOptions);
    return res.json() as Envelope<T>;
  };

  /** The office token a login put in its cookie. */
  const officeLogin = async (path: string, body: Record<string, unknown>): Promise<string> => {
    const res = await app.inject({ method: 'POST', url: path, payload: { siteId: DEMO.siteId, ...body }, headers: { authorization: DEMO.siteKey } } as InjectOptions);
    const answer = res.json() as Envelope<unknown>;
    if (answer.resultCode !== '200') throw new Error(`office login ${JSON.stringify(body)} failed: ${answer.resultCode}`);
    const cookie = res.cookies.find((c) => c.name === OFFICE_COOKIE);
    if (!cookie) throw new Error(`${path} set no ${OFFICE_COOKIE} cookie`);
    return cookie.value;
  };

  return {
    app,
    database,
    config,
    call,
    async login(memId, memPass = DEMO.password) {
      const res = await call<{ token: string }>('/api/member/login', { memId, memPass });
      if (res.resultCode !== '200') throw new Error(`login ${memId} failed: ${res.resultCode}`);
      return res.data.token;
    },
    loginStaff: (staffId = DEMO.staff, password = DEMO.password) => officeLogin('/api/admin/login', { staffId, password }),
    loginOffice: (memId, memPass = DEMO.password) => officeLogin('/api/partner/login', { memId, memPass }),
    async close() {
      await app.close();
      await database.close();
      if (url && schema) {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        await client.query(`drop schema ${schema} cascade`);
        await client.end();
      }
    },
  };
}
