import type { AddressInfo } from 'node:net';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { inject } from 'vitest';
import { loadConfig, type Config } from '../../src/server/config';
import type { Database } from '../../src/server/db/database';
import { DEMO } from '../../src/server/db/seed/demoSeed';
import { buildApp, type BuildOptions } from '../../src/server/app';
import type { Envelope } from '../../src/shared/api/envelope';
import { OFFICE_COOKIE } from '../../src/shared/api/office/officeSession';
import { openFromTemplate, type Template } from './templateDatabase';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** POST a §7 call as the demo site's client would: siteId in the body, site key header. */
  call<T = unknown>(
    path: string,
    body?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<Envelope<T>>;
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

/** The run's template database (./globalSetup builds it for the server project's files). */
export function runTemplate(): Template {
  const template = inject('dbTemplate');
  if (!template)
    throw new Error('no template database: a test that opens one is a server-project file (vite.config.ts)');
  return template;
}

/**
 * A fresh, migrated, demo-seeded database per test file, copied from the run's template
 * (./templateDatabase, built by ./globalSetup): PGlite in memory by default, or a database of its
 * own on the PostgreSQL server named by DATABASE_URL (dropped on close).
 */
export async function createTestApp(
  overrides: Partial<Omit<BuildOptions, 'config' | 'database'>> & { env?: Record<string, string> } = {},
): Promise<TestApp> {
  const config = loadConfig({
    SERVE_STATIC: 'false',
    SCHEDULER: 'false',
    LOG_LEVEL: 'silent',
    DEMO: 'true',
    CHECK_RESPONSES: 'true',
    ...overrides.env,
    DATABASE_URL: process.env.DATABASE_URL,
  });
  const copy = await openFromTemplate(runTemplate(), 30);
  const database = copy.database;
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
    const res = await app.inject({
      method: 'POST',
      url: path,
      payload: { siteId: DEMO.siteId, ...body },
      headers: { authorization: DEMO.siteKey },
    } as InjectOptions);
    const answer = res.json() as Envelope<unknown>;
    if (answer.resultCode !== '200')
      throw new Error(`office login ${JSON.stringify(body)} failed: ${answer.resultCode}`);
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
    loginStaff: (staffId = DEMO.staff, password = DEMO.password) =>
      officeLogin('/api/admin/login', { staffId, password }),
    loginOffice: (memId, memPass = DEMO.password) => officeLogin('/api/partner/login', { memId, memPass }),
    async close() {
      await app.close();
      await copy.close();
    },
  };
}
