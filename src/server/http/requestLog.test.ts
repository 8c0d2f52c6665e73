import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { RequestLog } from './requestLog';

/** The request log at each level (docs/operations/logs.md): quiet at warn unless a request failed or was slow. */
async function linesAt(level: string): Promise<{ level: number; msg: string; url?: string; req?: { url: string } }[]> {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const app = Fastify({ logger: { level, stream }, logController: new RequestLog(50) });
  app.get('/fast', async () => ({ ok: true }));
  app.get('/slow', async () => new Promise((resolve) => setTimeout(() => resolve({ ok: true }), 80)));
  app.get('/broken', async () => {
    throw new Error('boom');
  });
  for (const url of ['/fast', '/fast', '/slow', '/broken']) await app.inject({ method: 'GET', url });
  await app.close();
  return lines.map((l) => JSON.parse(l));
}

describe('request log', () => {
  it('at warn writes only the failed and the slow request, one line each', async () => {
    const lines = (await linesAt('warn')).filter((l) => l.url);
    expect(lines.map((l) => [l.level, l.msg, l.url])).toEqual([
      [40, 'slow request', '/slow'],
      [50, 'request failed', '/broken'],
    ]);
  });

  it('at info adds one line per healthy request, and at debug each arrival', async () => {
    const info = await linesAt('info');
    expect(info.filter((l) => l.msg === 'request completed').map((l) => l.url)).toEqual(['/fast', '/fast']);
    expect(info.some((l) => l.msg === 'incoming request')).toBe(false);
    const debug = await linesAt('debug');
    expect(debug.filter((l) => l.msg === 'incoming request').map((l) => l.req?.url)).toEqual([
      '/fast',
      '/fast',
      '/slow',
      '/broken',
    ]);
  });
});
