/**
 * `npm run chaos [-- --duration S --members N --sockets N --base-port P --dir D]`
 * (docs/operations/chaos.md): the cluster of `npm run cluster` under member load while a timeline
 * of faults plays, then every acknowledged effect looked for in the database and the report
 * printed and written to <dir>/report.json (the journal beside it, journal.jsonl).
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { officeTokenOver } from '../../tests/support/officeLogin';
// deposits are refused 23:30-00:30 site time: the nodes run in a zone where it is about midday
import { middayOffsetMinutes } from '../../tests/support/twoNodeCluster';
import { DEMO } from '../../src/server/db/seed/demoSeed';
import { startCluster, type Cluster } from '../cluster/control';
import { CallLog } from './calls';
import { FAULTS, type FaultRecord } from './faults';
import { Journal } from './journal';
import { Load } from './load';
import { createMembers, signIn } from './members';
import { deposit, pamRound, type Context, type Member } from './memberActions';
import { openPushSocket, type PushSocket } from './pushSockets';
import { byAction, drawnTwice, faultReport, printReport, type ChaosReport, type ProbeRecord } from './report';
import { verifyRun } from './verify';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '150' },
    members: { type: 'string', default: '12' },
    sockets: { type: 'string', default: '6' },
    'base-port': { type: 'string', default: process.env.CHAOS_BASE_PORT ?? '7200' },
    dir: { type: 'string', default: '.chaos' },
  },
});
const durationMs = Number(values.duration) * 1000;
const memberCount = Number(values.members);
const socketCount = Math.min(Number(values.sockets), memberCount);
const dir = path.resolve(values.dir);

const GAME_KEY = 'pwball';
const ROUND_S = 20;
const TAKEOVER_S = 10;
/** Quiet time after a fault before its probe, and the longest a probe push may take. */
const SETTLE_MS = 5_000;
const PUSH_WAIT_MS = 20_000;
/** A member busy retrying a call takes its probe late; past this the probe counts as missed. */
const PROBE_LIMIT_MS = 90_000;
/** The funds each member starts with: deposits, approved by staff, through the same calls. */
const FUNDING = 10_000_000;

const say = (line: string) => console.log(`[chaos ${new Date().toISOString().slice(11, 19)}] ${line}`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function run(cluster: Cluster): Promise<ChaosReport> {
  const calls = new CallLog(cluster.lbUrl);
  const journal = new Journal(path.join(dir, 'journal.jsonl'));
  const tag = `chaos${Date.now().toString(36)}`;
  const prefix = `${tag}m`;

  say(`members: ${memberCount}, sockets: ${socketCount}`);
  const ids = await createMembers(cluster.directDatabaseUrl, memberCount, prefix);
  const staffToken = await officeTokenOver(cluster.lbUrl, '/api/admin/login', {
    staffId: DEMO.staff,
    password: DEMO.password,
  });
  // a member may ask for a deposit again at once (the site's wait is a minute by default)
  const options = await calls.api(
    'site options',
    '/api/admin/siteOptions/update',
    { data: { depositReapplyMinutes: 0 } },
    { token: staffToken },
  );
  if (options.code !== '200') throw new Error(`site options: ${options.code}`);
  const members: Member[] = [];
  for (const [i, id] of ids.entries()) members.push(await signIn(calls, cluster.lbUrl, prefix, i, id));
  let stopped = false;
  const ctx: Context = { calls, journal, staffToken, gameKey: GAME_KEY, stopped: () => stopped, tag };
  for (const m of members) await deposit(ctx, m, -1, FUNDING);
  calls.records.length = 0;

  const sockets: PushSocket[] = members.slice(0, socketCount).map((m) => openPushSocket(cluster.lbUrl, m, GAME_KEY));
  const load = new Load(ctx);
  const started = Date.now();
  say('load started');
  load.start(members);

  const faults: FaultRecord[] = [];
  const probes: ProbeRecord[] = [];
  const gap = durationMs / (FAULTS.length + 1);
  for (const [k, fault] of FAULTS.entries()) {
    await sleep(Math.max(0, started + gap * (k + 1) - Date.now()));
    const record: FaultRecord = { name: fault.name, start: Date.now(), end: 0, notes: {} };
    say(`fault: ${fault.name}`);
    await fault.run({ cluster, calls, staffToken, takeoverMs: TAKEOVER_S * 1000, say }, record.notes);
    record.end = Date.now();
    faults.push(record);
    record.notes.nodesRunning = cluster.nodes.filter((n) => n.pid() !== undefined).length;
    say(`  over in ${record.end - record.start} ms; nodes running: ${String(record.notes.nodesRunning)}`);
    // every socket must be connected again and hear a push the run makes (its member's balance)
    await sleep(SETTLE_MS);
    await Promise.all(
      sockets.map(async (s, j) => {
        const since = Date.now();
        const cash = await Promise.race([
          load.probe(s.member, () => pamRound(ctx, s.member, 1_000_000 + k * 1_000 + j)),
          sleep(PROBE_LIMIT_MS).then(() => null),
        ]);
        const heard = cash === null ? null : await s.cashPush(cash, since, PUSH_WAIT_MS);
        probes.push({
          fault: fault.name,
          member: s.member.memId,
          connected: s.connects.length > s.losses.length,
          pushMs: heard === null ? null : heard - since,
        });
      }),
    );
  }
  await sleep(Math.max(0, started + durationMs - Date.now()));
  stopped = true;
  await load.stop();
  const ended = Date.now();
  await Promise.all(sockets.map((s) => s.stop()));
  say('load stopped; verifying on the primary');

  const verdict = await verifyRun(cluster.directDatabaseUrl, journal.effects, ids, new Date(started - 60_000), tag);
  const faultReports = faults.map((f, k) =>
    faultReport(f, faults[k + 1]?.start ?? ended, calls.records, sockets, probes),
  );
  const rounds = drawnTwice(sockets);
  const problems = [
    ...verdict.differences.map((d) => `${d.effect} found ${d.found} times`),
    ...(verdict.ledgerVerify.ok ? [] : ['ledger:verify failed']),
    ...rounds.drawnTwice.map((k) => `round ${k} drawn twice`),
    ...faultReports
      .filter((f) => f.pushesMissed > 0)
      .map((f) => `${f.name}: ${f.pushesMissed} sockets missed the probe push`),
    ...faultReports
      .filter((f) => f.notes.nodesRunning !== cluster.nodes.length)
      .map((f) => `${f.name}: ${String(f.notes.nodesRunning)} of ${cluster.nodes.length} nodes running after it`),
    ...faultReports
      .filter((f) => f.name === 'pause the scheduler leader' && !f.notes.newLeader)
      .map(() => 'no node took the minigame rounds over from the paused leader'),
    ...faultReports.flatMap((f) =>
      ((f.notes.reportCalls as Array<{ code: string }> | undefined) ?? [])
        .filter((c) => c.code === 'E001' || !/^[A-Z]\d{3,4}$|^200$/.test(c.code))
        .map((c) => `${f.name}: a report answered ${c.code}`),
    ),
  ];
  return {
    startedAt: new Date(started).toISOString(),
    options: {
      duration: durationMs / 1000,
      members: memberCount,
      sockets: socketCount,
      roundS: ROUND_S,
      takeoverS: TAKEOVER_S,
    },
    seconds: Math.round((ended - started) / 1000),
    calls: byAction(calls.records),
    faults: faultReports,
    rounds,
    verdict,
    ok: problems.length === 0,
    problems,
  };
}

async function main(): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  say(`starting the cluster in ${dir} (base port ${values['base-port']})`);
  const cluster = await startCluster({
    basePort: Number(values['base-port']),
    dir: path.join(dir, 'cluster'),
    env: {
      SERVE_STATIC: 'false',
      DEMO_PLAY: 'false',
      LOG_LEVEL: 'warn',
      MINIGAME_INTERVAL_S: String(ROUND_S),
      LEADER_TAKEOVER_S: String(TAKEOVER_S),
      SITE_TZ_OFFSET_MINUTES: String(middayOffsetMinutes()),
    },
  });
  // Ctrl-C stops the cluster too
  process.once('SIGINT', () => void cluster.down().finally(() => process.exit(130)));
  try {
    const report = await run(cluster);
    await writeFile(path.join(dir, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
    console.log(`\n${printReport(report)}\n\nreport: ${path.join(dir, 'report.json')}`);
    process.exitCode = report.ok ? 0 : 1;
  } finally {
    await cluster.down();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
