import { z } from 'zod';

/**
 * What `zod` is in the browser builds (scripts/zodJitless.ts points every import of it here): zod 4
 * probes `new Function('')` when it builds an object schema, to compile fast parsers, and under the
 * site's CSP (`script-src 'self'`, no 'unsafe-eval') that probe is reported as a blocked eval on
 * every page. Jitless, zod never probes; the server keeps its compiled parsers.
 */
z.config({ jitless: true });

export * from 'zod';
export { z, z as default };
