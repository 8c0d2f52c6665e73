import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const JITLESS = fileURLToPath(new URL('../src/shared/zodJitless.ts', import.meta.url));

/**
 * In the browser builds every `import 'zod'` resolves to src/shared/zodJitless.ts, which sets zod
 * jitless and re-exports it. An entry that imports the setting first is not enough: the bundler
 * evaluates the chunks an entry imports before the entry's own code, and a chunk that builds a
 * schema at load made zod probe `new Function` (a CSP report) before the setting ran.
 */
export function zodJitlessInBrowser(): Plugin {
  return {
    name: 'zod-jitless-in-browser',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 'zod' || importer === JITLESS || this.environment.config.consumer !== 'client') return null;
      return JITLESS;
    },
  };
}
