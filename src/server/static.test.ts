import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../scripts/precompress';
import { serveFronts } from './static';

/**
 * The fronts as a browser fetches them over a real socket (docs/operations/deployment.md#static-files):
 * a build precompressed by scripts/precompress.ts, served with the encoding asked for, hashed
 * assets cached for good, pages revalidated.
 */
let dir: string;
let app: FastifyInstance;
let base: string;
const script = `export const words = ${JSON.stringify('게임머니 회수 '.repeat(400))};\n`;
const page = `<!doctype html><html><head><script type="module" src="/assets/member-abc123.js"></script></head><body>${'<div></div>'.repeat(200)}</body></html>`;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'fronts-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'index.html'), page);
  await writeFile(path.join(dir, 'partner.html'), page.replace('member', 'office'));
  await writeFile(path.join(dir, 'assets', 'member-abc123.js'), script);
  await writeFile(path.join(dir, 'assets', 'logo-def456.png'), Buffer.alloc(4096, 7));
  expect(await precompressDir(dir)).toBe(3);
  app = Fastify({ logger: false });
  await serveFronts(app, dir);
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.close();
  await rm(dir, { recursive: true, force: true });
});

/** A GET over node:http, which (unlike fetch) hands over the bytes as sent, still encoded. */
const get = (url: string, encoding: string) =>
  new Promise<{ res: { status: number; headers: { get(name: string): string | null } }; body: Buffer }>(
    (resolve, reject) => {
      request(base + url, { headers: { 'accept-encoding': encoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const header = (name: string) => {
            const v = res.headers[name];
            return v === undefined ? null : String(v);
          };
          resolve({ res: { status: res.statusCode ?? 0, headers: { get: header } }, body: Buffer.concat(chunks) });
        });
      })
        .on('error', reject)
        .end();
    },
  );

describe('static fronts', () => {
  it('sends the brotli copy to a browser that accepts it, gzip to one that accepts only gzip, the file to others', async () => {
    const br = await get('/assets/member-abc123.js', 'gzip, deflate, br');
    expect(br.res.status).toBe(200);
    expect(br.res.headers.get('content-encoding')).toBe('br');
    expect(br.res.headers.get('content-type')).toMatch(/javascript/);
    expect(br.res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(br.body.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(br.body).toString()).toBe(script);

    const gz = await get('/assets/member-abc123.js', 'gzip');
    expect(gz.res.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(script);

    const plain = await get('/assets/member-abc123.js', 'identity');
    expect(plain.res.headers.get('content-encoding')).toBeNull();
    expect(plain.body.toString()).toBe(script);
  });

  it('caches hashed assets for a year as immutable and makes the pages revalidate', async () => {
    for (const url of ['/assets/member-abc123.js', '/assets/logo-def456.png']) {
      const { res } = await get(url, 'br');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
    // an image is sent as it is: no compressed copy was written for it
    expect((await get('/assets/logo-def456.png', 'br')).res.headers.get('content-encoding')).toBeNull();
    for (const url of ['/', '/member/slotgame', '/partner', '/partner/partner/members']) {
      const { res, body } = await get(url, 'br');
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('content-encoding')).toBe('br');
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(brotliDecompressSync(body).toString()).toContain(url.startsWith('/partner') ? 'office' : 'member');
    }
  });

  it('answers 404 for an asset that is not there', async () => {
    expect((await get('/assets/missing-000.js', 'br')).res.status).toBe(404);
  });
});
