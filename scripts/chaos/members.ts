import { addMembers } from '../../bench/benchMembers';
import { openDatabase } from '../../src/server/db/database';
import { DEMO } from '../../src/server/db/seed/demoSeed';
import type { CallLog } from './calls';
import { PAM_API_TOKEN, type Member } from './memberActions';

/**
 * The chaos run's members (docs/operations/chaos.md#the-load): written straight into the demo site
 * under the demo members' partner (bench/benchMembers.ts, as the benches make theirs), then signed
 * in over HTTP through the load balancer as a member front does, each from an address of its own,
 * with a launch of the demo slot for its wallet calls.
 */
export async function createMembers(directDatabaseUrl: string, count: number, prefix: string): Promise<number[]> {
  const database = await openDatabase({ url: directDatabaseUrl, poolSize: 2 });
  try {
    return await addMembers(database, prefix, count);
  } finally {
    await database.close();
  }
}

/** 203.0.113.0/24 (TEST-NET-3): addresses no proxy of the site trusts, one per member. */
const addressOf = (n: number) => `203.0.113.${(n % 250) + 1}`;

async function must<T>(what: string, answer: Promise<{ code: string; data: T }>): Promise<T> {
  const a = await answer;
  if (a.code !== '200') throw new Error(`${what}: ${a.code}`);
  return a.data;
}

export async function signIn(
  calls: CallLog,
  lbUrl: string,
  prefix: string,
  index: number,
  id: number,
): Promise<Member> {
  const memId = `${prefix}${index}`;
  const ip = addressOf(index);
  const login = await must(
    `login ${memId}`,
    calls.api<{ token: string; push: Member['push']; member: { idx?: number } }>(
      'login',
      '/api/member/login',
      { memId, memPass: DEMO.password },
      { 'x-forwarded-for': ip },
    ),
  );
  const launch = await must(
    `slot launch ${memId}`,
    calls.api<{ gameUrl: string }>(
      'slot launch',
      '/api/game/getGame/slot',
      { vendorKey: 234, gameKey: 'demo-slot-5x3', lang: 'en' },
      { token: login.token, 'x-forwarded-for': ip },
    ),
  );
  // what the game page does with its address's one-time code (src/vendorDemo/server/launchCodes.ts)
  const url = new URL(launch.gameUrl, lbUrl);
  const opened = await fetch(`${lbUrl}/vendor/demo/game/open`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({
      gameId: decodeURIComponent(url.pathname.split('/').pop()!),
      code: url.searchParams.get('code'),
    }),
  });
  if (opened.status !== 200) throw new Error(`slot page of ${memId}: ${opened.status}`);
  const { token: playerToken } = (await opened.json()) as { token: string };
  // a provider asks for the session first (Valkyrie's PAM API); the player id is the member's id
  const session = await calls.pam('pam session', 'GET', '/pam/players/session?provider=demo', {
    authorization: `Bearer ${PAM_API_TOKEN}`,
    'x-player-token': playerToken,
    'x-correlation-id': `session-${memId}`,
  });
  if (session.code !== 'OK') throw new Error(`pam session of ${memId}: ${session.code}`);
  return {
    id,
    memId,
    ip,
    token: login.token,
    push: login.push,
    pam: { token: playerToken, playerId: String(id) },
  };
}
