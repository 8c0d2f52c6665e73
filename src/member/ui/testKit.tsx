import type { ReactElement } from 'react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { render, type RenderResult } from '@testing-library/react';
import { createApiClient, type ApiClient } from '../../dataProvider/apiClient';
import { createTokenStore } from '../../authProvider/tokenStore';
import type { LoginResponse, MemberData } from '../../shared/api/member';
import type { Endpoint } from '../../shared/endpoints/endpoint';
import { SiteOptionsSchema, type SiteOptions } from '../../shared/api/site';
import koCatalogue from '../../../locales/ko.json';
import { ApiContext } from '../apiContext';
import { SessionProvider, createSessionStore, type SessionStore } from '../session';
import { SiteDataProvider, emptySiteData, type SiteCheck } from '../site';
import { member01 as demoMember } from '../testing/shellTestKit';

/**
 * Component tests of the member pages: the real components over a real API client whose fetch is
 * a table of answers per path, the real session store (logged in through that client), the Korean
 * catalogue. Used by *.test.tsx only.
 */
type Answer = { resultCode?: string; data?: unknown };
export type Handler = (body: Record<string, unknown>, headers: Record<string, string>) => Answer;

export interface SentCall {
  path: string;
  body: Record<string, unknown>;
  headers: Record<string, string>;
}

/** The shell kit's member01, so every member-front test speaks of the same member. */
export { demoMember };

export function fakeApi(handlers: Record<string, Handler>): { api: ApiClient; calls: SentCall[] } {
  const calls: SentCall[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    const headers = (init?.headers ?? {}) as Record<string, string>;
    calls.push({ path, body, headers });
    const handler = handlers[path];
    const answer: Answer = handler ? handler(body, headers) : { resultCode: 'E007' };
    const resultCode = answer.resultCode ?? '200';
    return new Response(
      JSON.stringify({
        resultCode,
        resultMessage: resultCode === '200' ? 'SUCCESS' : resultCode,
        data: answer.data ?? null,
      }),
    );
  }) as typeof globalThis.fetch;
  return {
    api: createApiClient({ siteId: 'demo', siteKey: 'demo-site-key', getToken: () => 'test-token', fetch }),
    calls,
  };
}

async function initTestI18n(): Promise<void> {
  if (i18next.isInitialized) return;
  await i18next.use(initReactI18next).init({
    lng: 'ko',
    fallbackLng: 'ko',
    resources: { ko: { translation: koCatalogue } },
    interpolation: { escapeValue: false },
  });
}

/** A session store logged in as `member` through the fake API. */
async function loggedInStore(api: ApiClient, member: MemberData = demoMember, unread = 0): Promise<SessionStore> {
  const memory = new Map<string, string>();
  const storage = {
    getItem: (k: string) => memory.get(k) ?? null,
    setItem: (k: string, v: string) => void memory.set(k, v),
    removeItem: (k: string) => void memory.delete(k),
  } as Storage;
  const login: LoginResponse = {
    token: 't',
    expiresAt: Date.now() + 3_600_000,
    member,
    msgInfo: { newMsg: unread },
    push: { channelId: 'c', key: 'k' },
    lockNotice: null,
  };
  const call = async (entry: Endpoint, body?: object, options?: object) =>
    entry.path === '/api/member/login' ? login : api.call(entry, body, options);
  const loginApi = { siteId: api.siteId, call } as ApiClient;
  const store = createSessionStore(loginApi, createTokenStore('test.session', storage), storage);
  await store.actions.login(member.memId, 'pass1234', false);
  return store;
}

export interface PageRender extends RenderResult {
  store: SessionStore;
}

export async function renderPage(
  ui: ReactElement,
  {
    api,
    options,
    member,
    unread,
    path = '/',
    siteChecks = [],
  }: {
    api: ApiClient;
    options?: Partial<SiteOptions>;
    member?: MemberData;
    unread?: number;
    path?: string | string[];
    siteChecks?: SiteCheck[];
  },
): Promise<PageRender> {
  await initTestI18n();
  const store = await loggedInStore(api, member, unread);
  // Several paths make a history whose last entry is open (for pages that go back).
  const entries = Array.isArray(path) ? path : [path];
  const site = { ...emptySiteData, loaded: true, options: SiteOptionsSchema.parse(options ?? {}), siteChecks };
  const result = render(
    <ApiContext.Provider value={api}>
      <SessionProvider store={store}>
        <SiteDataProvider initial={site}>
          <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
            {ui}
          </MemoryRouter>
        </SiteDataProvider>
      </SessionProvider>
    </ApiContext.Provider>,
  );
  return { ...result, store };
}
