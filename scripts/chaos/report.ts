import type { CallRecord } from './calls';
import type { FaultRecord } from './faults';
import type { PushSocket } from './pushSockets';
import type { Verdict } from './verify';

/**
 * The chaos run's report (docs/operations/chaos.md#the-report), from the clients' records: per
 * fault, the interruption the clients saw (first failed call to the first success after the last
 * failure of the fault's span) and the failed calls by result code; the sockets' reconnections and
 * probe pushes; the rounds' draws; and the database's verdict on the journal.
 */
export interface ProbeRecord {
  fault: string;
  member: string;
  /** Connected again after the fault (a connect after its start, or never lost). */
  connected: boolean;
  /** From the probe's answer to its CASH push; null when none came. */
  pushMs: number | null;
}

export interface FaultReport extends FaultRecord {
  calls: number;
  failed: number;
  failedByCode: Record<string, number>;
  /** First failed call to the first success after the last failure; 0 when nothing failed. */
  interruptedMs: number;
  socketsLost: number;
  socketsReconnected: number;
  pushesHeard: number;
  pushesMissed: number;
}

export interface ChaosReport {
  startedAt: string;
  options: Record<string, unknown>;
  seconds: number;
  calls: { total: number; failed: number; byAction: Record<string, { calls: number; failed: number }> };
  faults: FaultReport[];
  rounds: { drawPushes: number; drawnTwice: string[] };
  verdict: Verdict;
  ok: boolean;
  problems: string[];
}

export function faultReport(
  fault: FaultRecord,
  spanEnd: number,
  records: CallRecord[],
  sockets: PushSocket[],
  probes: ProbeRecord[],
): FaultReport {
  // a call belongs to the span its answer (or its failure) came in
  const inSpan = records.filter((r) => r.end >= fault.start && r.end < spanEnd).sort((a, b) => a.end - b.end);
  const failed = inSpan.filter((r) => !r.ok);
  const failedByCode: Record<string, number> = {};
  for (const r of failed) failedByCode[r.code] = (failedByCode[r.code] ?? 0) + 1;
  let interruptedMs = 0;
  if (failed.length) {
    const first = Math.min(...failed.map((r) => r.end));
    const last = Math.max(...failed.map((r) => r.end));
    const back = records.filter((r) => r.ok && r.end > last).reduce((a, r) => Math.min(a, r.end), Infinity);
    interruptedMs = (Number.isFinite(back) ? back : last) - first;
  }
  const lost = sockets.filter((s) => s.losses.some((t) => t >= fault.start && t < spanEnd));
  const mine = probes.filter((p) => p.fault === fault.name);
  return {
    ...fault,
    calls: inSpan.length,
    failed: failed.length,
    failedByCode,
    interruptedMs,
    socketsLost: lost.length,
    socketsReconnected: lost.filter((s) => s.connects.some((t) => t > fault.start)).length,
    pushesHeard: mine.filter((p) => p.connected && p.pushMs !== null).length,
    pushesMissed: mine.filter((p) => !p.connected || p.pushMs === null).length,
  };
}

/** Round keys whose draw was pushed by more than one node (two draw pushes of one round on one socket). */
export function drawnTwice(sockets: PushSocket[]): { drawPushes: number; drawnTwice: string[] } {
  const twice = new Set<string>();
  let pushes = 0;
  for (const s of sockets) {
    const seen = new Set<string>();
    for (const [, key] of s.draws) {
      pushes++;
      if (seen.has(key)) twice.add(key);
      seen.add(key);
    }
  }
  return { drawPushes: pushes, drawnTwice: [...twice] };
}

export function byAction(records: CallRecord[]): ChaosReport['calls'] {
  const out: ChaosReport['calls']['byAction'] = {};
  for (const r of records) {
    const a = (out[r.action] ??= { calls: 0, failed: 0 });
    a.calls++;
    if (!r.ok) a.failed++;
  }
  return { total: records.length, failed: records.filter((r) => !r.ok).length, byAction: out };
}

const codes = (c: Record<string, number>) =>
  Object.entries(c)
    .map(([k, n]) => `${k}×${n}`)
    .join(' ') || '-';

/** The first few of a list, and how many more (report.json has them all). */
const listed = (items: string[]) =>
  items.length === 0
    ? 'none'
    : `${items.slice(0, 10).join(', ')}${items.length > 10 ? ` … and ${items.length - 10} more` : ''}`;

export function printReport(r: ChaosReport): string {
  const lines = [
    `chaos run ${r.startedAt}: ${r.seconds} s, ${String(r.options.members)} members, ${String(r.options.sockets)} sockets`,
    `calls: ${r.calls.total}, failed ${r.calls.failed}`,
    '',
    'fault                        | interrupted | failed/calls | codes | sockets lost/back | probe pushes',
    ...r.faults.map(
      (f) =>
        `${f.name.padEnd(28)} | ${`${(f.interruptedMs / 1000).toFixed(1)} s`.padStart(11)} | ${`${f.failed}/${f.calls}`.padStart(12)} | ${codes(f.failedByCode)} | ${f.socketsLost}/${f.socketsReconnected} | ${f.pushesHeard} heard, ${f.pushesMissed} missed`,
    ),
    '',
    ...r.faults.map((f) => `${f.name}: ${JSON.stringify(f.notes)}`),
    '',
    `minigame draws pushed: ${r.rounds.drawPushes}, drawn twice: ${r.rounds.drawnTwice.join(' ') || 'none'}`,
    `effects journalled: ${JSON.stringify(r.verdict.journalled)}`,
    `effects found once: ${JSON.stringify(r.verdict.found)}`,
    `differences: ${listed(r.verdict.differences.map((d) => `${d.effect} found ${d.found} times`))}`,
    `in the database, never acknowledged: ${listed(r.verdict.unacknowledged)}`,
    `ledger:verify: ${r.verdict.ledgerVerify.ok ? 'OK' : `FAILED\n${r.verdict.ledgerVerify.output}`}`,
    '',
    r.ok ? 'chaos run: OK' : `chaos run: FAILED\n  ${r.problems.slice(0, 20).join('\n  ')}`,
  ];
  return lines.join('\n');
}
