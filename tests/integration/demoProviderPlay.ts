import { createServer, type AddressInfo } from 'node:net';
import { memberBalances } from '../../src/server/modules/ledger/repo';
import { createTestApp, type TestApp } from '../support/testApp';

/**
 * A test server that really listens, so the built-in demo provider reaches /pam over HTTP as an
 * outside RGS would (PUBLIC_URL names the port it will listen on).
 */
export interface PlayingApp extends TestApp {
  base: string;
  /** Launches a demo game for a member through the operator's launch call; answers the page token. */
  launch(memberToken: string, path: string, body: Record<string, unknown>): Promise<string>;
  page<T = Record<string, unknown>>(token: string, call: 'session' | 'round', body: Record<string, unknown>): Promise<{ status: number; body: T }>;
  cash(memId: string): Promise<number>;
}

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });

export async function createPlayingApp(env: Record<string, string> = {}): Promise<PlayingApp> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const t = await createTestApp({ env: { PUBLIC_URL: base, ...env } });
  await t.app.listen({ port, host: '127.0.0.1' });
  return {
    ...t,
    base,
    async launch(memberToken, path, body) {
      const res = await t.call<{ gameUrl: string }>(path, body, { token: memberToken });
      if (res.resultCode !== '200') throw new Error(`launch ${path} answered ${res.resultCode}`);
      return new URL(res.data.gameUrl, base).searchParams.get('token')!;
    },
    async page(token, call, body) {
      const res = await fetch(`${base}/vendor/demo/game/${call}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-player-token': token }, body: JSON.stringify(body) });
      return { status: res.status, body: await res.json() };
    },
    async cash(memId) {
      const member = await t.app.deps.db.selectFrom('members').select('id').where('mem_id', '=', memId).executeTakeFirstOrThrow();
      return (await memberBalances(t.app.deps.db, member.id)).cash;
    },
  };
}
