import { createServer, type AddressInfo } from 'node:net';
import { memberBalances } from '../../src/server/modules/ledger/repo';
import { createTestApp, type TestApp } from './testApp';

/**
 * A test server that really listens, so the built-in demo provider reaches /pam over HTTP as an
 * outside RGS would (PUBLIC_URL names the port it will listen on).
 */
export interface PlayingApp extends TestApp {
  base: string;
  /** Launches a demo game for a member through the operator's launch call; answers the token the page's code opens. */
  launch(memberToken: string, path: string, body: Record<string, unknown>): Promise<string>;
  page<T = Record<string, unknown>>(
    token: string,
    call: 'session' | 'round',
    body: Record<string, unknown>,
  ): Promise<{ status: number; body: T }>;
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

/** What the play page does first: its address's one-time code for the player token. */
export async function openPage(base: string, gameUrl: string): Promise<string> {
  const url = new URL(gameUrl, base);
  const res = await fetch(`${base}/vendor/demo/game/open`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      gameId: decodeURIComponent(url.pathname.split('/').pop()!),
      code: url.searchParams.get('code'),
    }),
  });
  if (res.status !== 200) throw new Error(`the page's code opened nothing (${res.status})`);
  return ((await res.json()) as { token: string }).token;
}

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
      return openPage(base, res.data.gameUrl);
    },
    async page(token, call, body) {
      const res = await fetch(`${base}/vendor/demo/game/${call}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-player-token': token },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: await res.json() };
    },
    async cash(memId) {
      const member = await t.app.deps.db
        .selectFrom('members')
        .select('id')
        .where('mem_id', '=', memId)
        .executeTakeFirstOrThrow();
      return (await memberBalances(t.app.deps.db, member.id)).cash;
    },
  };
}
