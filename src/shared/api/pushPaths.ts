/**
 * Where the push lives (api/realtime.ts has the whole contract): apart from it, so that a page
 * naming a topic (the office's staff alerts) does not load the body cipher with it.
 */
export const WS_PATH = '/ws';
export const TOPIC_PREFIX = '/topic/';
