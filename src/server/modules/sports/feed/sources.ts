import { readFile, stat } from 'node:fs/promises';
import type { SportKey } from '../../../../shared/sports/sports';
import { demoDocument, type DemoPlay } from './demoFeed';
import { FeedDocument, type FeedSource } from './format';

/** What the demo feed reads from the site on each pass: its margins and how fast it plays. */
export interface DemoSettings {
  marginOf: (sport: SportKey) => number;
  speed: number;
}

/** The built-in demo feed (demoFeed.ts) at the site's margins and speed; `liveOnly` for the live pass. */
export const demoSource = (settings: () => Promise<DemoSettings>, liveOnly = false): FeedSource => ({
  name: 'demo',
  async next(now) {
    const { marginOf, speed } = await settings();
    const play: DemoPlay = { speed, liveOnly };
    return demoDocument(now, marginOf, play);
  },
});

/** A JSON file in the feed format, read again whenever it changes (its modification time). */
export function fileSource(path: string): FeedSource {
  let seen = 0;
  return {
    name: 'file',
    async next() {
      const { mtimeMs } = await stat(path);
      if (mtimeMs === seen) return null;
      const doc = FeedDocument.parse(JSON.parse(await readFile(path, 'utf8')));
      seen = mtimeMs;
      return doc;
    },
  };
}

/**
 * A URL answering the feed format, polled with If-None-Match: a 304 (or the same ETag) means
 * nothing changed and nothing is applied. A failed or malformed answer throws: the pass is logged
 * and the next one tries again.
 */
export function httpSource(url: string, fetchImpl: typeof fetch = fetch): FeedSource {
  let etag: string | null = null;
  return {
    name: 'http',
    async next() {
      const res = await fetchImpl(url, {
        headers: etag ? { 'if-none-match': etag, accept: 'application/json' } : { accept: 'application/json' },
        signal: AbortSignal.timeout(10_000),
      });
      if (res.status === 304) return null;
      if (!res.ok) throw new Error(`sports feed ${url}: HTTP ${res.status}`);
      const doc = FeedDocument.parse(await res.json());
      etag = res.headers.get('etag');
      return doc;
    },
  };
}
