/**
 * sockjs-client is written for browserify and reads `global` (window in a browser) when it loads;
 * Vite does not define it. Imported before sockjs-client so the name exists by then.
 */
const scope = globalThis as typeof globalThis & { global?: typeof globalThis };
scope.global ??= globalThis;
