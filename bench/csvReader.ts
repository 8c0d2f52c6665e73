import { answerParent } from './runLoad';

/**
 * The office user's side of bench/officeReports.bench.ts, forked into its own process so that the
 * RSS the bench samples is the server's alone: downloads one CSV export to the end, counting its
 * lines as the bytes arrive (nothing kept), and reports the time from the request to the last byte.
 */
export interface CsvDownload {
  url: string;
  headers: Record<string, string>;
  body: object;
}
export interface CsvRead {
  lines: number;
  seconds: number;
}

async function read(plan: CsvDownload): Promise<CsvRead> {
  const started = performance.now();
  const res = await fetch(plan.url, { method: 'POST', headers: plan.headers, body: JSON.stringify(plan.body) });
  if (!res.headers.get('content-type')?.startsWith('text/csv') || !res.body)
    throw new Error(`export answered ${res.status} ${await res.text()}`);
  let lines = 0;
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines++;
  }
  return { lines, seconds: (performance.now() - started) / 1000 };
}

answerParent(read);
