import { readFile } from 'node:fs/promises';
import type { Database } from '../src/server/db/database';

/** BENCH_PG_SAMPLE=1: the database's sessions opened from now on time their plpgsql functions (call before any other). */
export async function trackFunctions(db: Database): Promise<void> {
  if (process.env.BENCH_PG_SAMPLE !== '1') return;
  const client = await db.scriptConnection();
  await client.exec(
    `do $$ begin execute format('alter database %I set track_functions = ''pl''', current_database()); end $$; set track_functions = 'pl'`,
  );
  client.release();
}

type Client = Awaited<ReturnType<Database['scriptConnection']>>;

const TICKS_PER_MS = 0.1;

/** CPU milliseconds (user and system) of the database's backends so far, by pid (Linux /proc, the server on this machine). */
async function backendCpu(client: Client): Promise<Map<number, number>> {
  const rows = await client.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  const cpu = new Map<number, number>();
  for (const { pid } of rows) {
    try {
      const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).replace(/^.*\) /, '').split(' ');
      cpu.set(pid, (Number(fields[11]) + Number(fields[12])) / TICKS_PER_MS);
    } catch {
      // A backend that ended, or a server on another machine: not counted.
    }
  }
  return cpu;
}

/**
 * BENCH_PG_SAMPLE=1: where the bench database's backends spend their time while `work` runs, by
 * sampling pg_stat_activity every few milliseconds on a connection of its own (what each backend
 * runs, and what it waits for: cpu means on a CPU or queued for one), printed to stderr with the
 * plpgsql functions' own and total time (track_functions), the CPU time per call of the
 * backends and of this process, and the rows each call inserted and updated, by table. PostgreSQL's side of cpuProfile.ts, for a server without
 * pg_stat_statements; CPU time per call depends far less on the machine's load than a rate does.
 * Without it, just `work`.
 */
export async function pgSampled<T>(
  db: Database,
  name: string,
  calls: (result: T) => number,
  work: () => Promise<T>,
): Promise<T> {
  if (process.env.BENCH_PG_SAMPLE !== '1') return work();
  const client = await db.scriptConnection();
  await client.exec('select pg_stat_reset()');
  const counts = new Map<string, number>();
  let samples = 0;
  let running = true;
  const sampler = (async () => {
    while (running) {
      const rows = await client.query<{ what: string }>(
        `select coalesce(wait_event_type || ':' || wait_event, case state when 'active' then 'cpu' else state end) || '  ' || left(regexp_replace(query, '\\s+', ' ', 'g'), 90) as what
         from pg_stat_activity where datname = current_database() and state not in ('idle') and pid <> pg_backend_pid()`,
      );
      samples++;
      for (const r of rows) counts.set(r.what, (counts.get(r.what) ?? 0) + 1);
      await new Promise((r) => setTimeout(r, 5));
    }
  })();
  const cpuBefore = await backendCpu(client);
  const ownBefore = process.cpuUsage();
  let result: T | undefined;
  try {
    result = await work();
    return result;
  } finally {
    const own = process.cpuUsage(ownBefore);
    const cpuAfter = await backendCpu(client);
    running = false;
    await sampler;
    const n = result === undefined ? 0 : calls(result);
    const backendMs = [...cpuAfter].reduce((sum, [pid, ms]) => sum + ms - (cpuBefore.get(pid) ?? 0), 0);
    console.error(
      `cpu ${name}: ${n} calls; per call ${(backendMs / n).toFixed(2)} ms in PostgreSQL backends, ${((own.user + own.system) / 1000 / n).toFixed(2)} ms in this process`,
    );
    const total = [...counts.values()].reduce((a, b) => a + b, 0) || 1;
    console.error(`pg activity ${name}: ${samples} samples, ${(total / samples).toFixed(1)} busy backends on average`);
    for (const [what, k] of [...counts].sort((a, b) => b[1] - a[1]).slice(0, 25))
      console.error(`  ${((100 * k) / total).toFixed(1).padStart(5)}%  ${what}`);
    // Backends report their counts when idle or every second or so: wait for them.
    await new Promise((r) => setTimeout(r, 1_500));
    const written = await client.query<{ relname: string; ins: number; upd: number; hot: number }>(
      'select relname, n_tup_ins::int as ins, n_tup_upd::int as upd, n_tup_hot_upd::int as hot from pg_stat_user_tables where n_tup_ins + n_tup_upd + n_tup_del > 0 order by relname',
    );
    const perCall = (k: number) => (k / n).toFixed(2);
    console.error(
      `rows written per call ${name}: ${perCall(written.reduce((sum, w) => sum + w.ins + w.upd, 0))} (${written.map((w) => `${w.relname} +${perCall(w.ins)}${w.upd ? ` ~${perCall(w.upd)}${w.hot ? ` (hot ${perCall(w.hot)})` : ''}` : ''}`).join(', ')})`,
    );
    const rows = await client.query<{ funcname: string; calls: string; total_ms: number; self_ms: number }>(
      'select funcname, calls, round(total_time::numeric, 1)::float as total_ms, round(self_time::numeric, 1)::float as self_ms from pg_stat_user_functions where calls > 0 order by self_time desc limit 15',
    );
    console.error(`pg functions ${name}: name calls total_ms self_ms`);
    for (const r of rows) console.error(`  ${r.funcname} ${r.calls} ${r.total_ms} ${r.self_ms}`);
    client.release();
  }
}
