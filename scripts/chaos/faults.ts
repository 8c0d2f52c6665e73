import type { Cluster } from '../cluster/control';
import type { CallLog } from './calls';

/**
 * The faults of the chaos run, in the order the timeline plays them (docs/operations/chaos.md#faults).
 * Each runs against the live cluster and notes what it saw; `start` and `end` bound the fault
 * itself (from the first blow to the service given back), the clients' view is judged apart.
 */
export interface FaultRecord {
  name: string;
  start: number;
  end: number;
  notes: Record<string, unknown>;
}

interface FaultContext {
  cluster: Cluster;
  calls: CallLog;
  staffToken: string;
  /** LEADER_TAKEOVER_S of the nodes, in ms. */
  takeoverMs: number;
  say(line: string): void;
}

type Fault = { name: string; run(f: FaultContext, notes: Record<string, unknown>): Promise<void> };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const DOWN_MS = 8_000;
const REPLICA_DOWN_MS = 12_000;
const REPORT_EVERY_MS = 2_000;

/** A node that does not lead the minigame rounds (the pause below is about the leader). */
async function follower(cluster: Cluster): Promise<number> {
  const leader = await cluster.leaderNode();
  return leader === 0 ? 1 : 0;
}

export const FAULTS: Fault[] = [
  {
    name: 'kill -9 a node',
    async run(f, notes) {
      const i = await follower(f.cluster);
      notes.node = f.cluster.nodes[i]!.name;
      await f.cluster.killNode(i, 'SIGKILL');
      await sleep(DOWN_MS);
      const started = Date.now();
      await f.cluster.startNode(i);
      notes.restartMs = Date.now() - started;
    },
  },
  {
    name: 'restart Redis',
    run: (f) => f.cluster.restartRedis(),
  },
  {
    name: 'restart PostgreSQL',
    run: (f) => f.cluster.restartPrimary(),
  },
  {
    name: 'stop the replica',
    async run(f, notes) {
      await f.cluster.stopReplica();
      // the office's reports read the replica: while it is away each must answer, from the primary
      // or with a catalogue code, never hang or fail without one
      const reports: Array<{ code: string; ms: number }> = [];
      const until = Date.now() + REPLICA_DOWN_MS;
      while (Date.now() < until) {
        const at = Date.now();
        const answer = await f.calls.api(
          'report (replica down)',
          '/api/admin/reports/daily/list',
          {},
          { token: f.staffToken },
        );
        reports.push({ code: answer.code, ms: Date.now() - at });
        await sleep(REPORT_EVERY_MS);
      }
      notes.reportCalls = reports;
      await f.cluster.startReplica();
    },
  },
  {
    name: 'pause the scheduler leader',
    async run(f, notes) {
      const i = await f.cluster.leaderNode();
      if (i === undefined) throw new Error('no node leads the minigame rounds');
      notes.node = f.cluster.nodes[i]!.name;
      const paused = Date.now();
      await f.cluster.pauseNode(i);
      // SIGSTOP for longer than the takeover: another node must lead within it (and a margin)
      let leader: number | undefined = i;
      while (Date.now() - paused < f.takeoverMs * 2 + 10_000) {
        await sleep(500);
        leader = await f.cluster.leaderNode().catch(() => undefined);
        if (leader !== undefined && leader !== i) break;
      }
      notes.takeoverMs = leader !== undefined && leader !== i ? Date.now() - paused : null;
      notes.newLeader = leader === undefined || leader === i ? null : f.cluster.nodes[leader]!.name;
      // stay stopped a while after the takeover: the new leader draws rounds the old one had due
      await sleep(Math.max(0, f.takeoverMs + 10_000 - (Date.now() - paused)));
      notes.pausedMs = Date.now() - paused;
      await f.cluster.resumeNode(i);
      f.say(`  ${notes.node} resumed after ${notes.pausedMs} ms; lead taken over by ${notes.newLeader ?? 'nobody'}`);
    },
  },
];
