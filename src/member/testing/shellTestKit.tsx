import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { act, configure, render, type RenderResult } from '@testing-library/react';
import { ThemeProvider } from '@mui/material';
import { createApiClient, type ApiClient } from '../../dataProvider/apiClient';
import { createTokenStore, type TokenStore } from '../../authProvider/tokenStore';
import type { LoginResponse, MemberData } from '../../shared/api/member';
import koCatalogue from '../../../locales/ko.json';
import { ApiContext } from '../apiContext';
import type { Device } from '../device/useDevice';
import { NoticeHost } from '../notice/NoticeHost';
import { notices } from '../notice/noticeStore';
import { MemberRoutes } from '../routes/MemberRoutes';
import { createSessionStore, SessionProvider, SessionWatcher, type SessionStore } from '../session';
import { emptySiteData, SiteDataProvider, type SiteData } from '../site';
import { memberTheme } from '../theme';

/**
 * Component tests of the shell: real components and the real session store over a real API
 * client whose fetch answers from a table per path (anything else: E007), with the Korean texts.
 */
type Answer = { resultCode?: string; data?: unknown };
export type Handler = (body: Record<string, unknown>) => Answer;
interface SentCall {
  path: string;
  body: Record<string, unknown>;
}

export const member01: MemberData = {
  memId: 'member01',
  memNick: '회원1',
  memLevel: 2,
  cashAmt: 1_234_500,
  pointAmt: 50_000,
  recommendYn: 'N',
  siteId: 'demo',
  tier: 'NORMAL',
  name: '홍길동',
  phone: '010-1234-5678',
  bankName: '국민은행',
  accountNo: '123456789',
  accountHolder: '홍길동',
  hasWithdrawPassword: true,
  joinDay: '2026-01-01',
  lastLoginAt: null,
};

export const loginAnswer = (member: MemberData = member01, newMsg = 0): LoginResponse => ({
  token: 'token-1',
  expiresAt: Date.now() + 60 * 60_000,
  member,
  msgInfo: { newMsg },
  push: { channelId: 'ch-1', key: 'k' },
  lockNotice: null,
});

export interface Harness {
  api: ApiClient;
  calls: SentCall[];
  tokens: TokenStore;
  store: SessionStore;
}

export function harness(handlers: Record<string, Handler> = {}): Harness {
  const calls: SentCall[] = [];
  const tokens = createTokenStore('test.member.session', localStorage);
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
    calls.push({ path, body });
    const answer: Answer = handlers[path]?.(body) ?? { resultCode: 'E007' };
    const resultCode = answer.resultCode ?? '200';
    return new Response(
      JSON.stringify({
        resultCode,
        resultMessage: resultCode === '200' ? 'SUCCESS' : resultCode,
        data: answer.data ?? null,
      }),
    );
  }) as typeof globalThis.fetch;
  const api = createApiClient({ siteId: 'demo', siteKey: 'demo-site-key', getToken: tokens.token, fetch });
  return { api, calls, tokens, store: createSessionStore(api, tokens, localStorage) };
}

/** A harness whose session is signed in (through the fake /api/member/login). */
export async function signedIn(handlers: Record<string, Handler> = {}, newMsg = 0): Promise<Harness> {
  const h = harness({
    '/api/member/login': () => ({ data: loginAnswer(member01, newMsg) }),
    '/api/member/info': () => ({ data: member01 }),
    ...handlers,
  });
  await h.store.actions.login('member01', 'pass1234', false);
  return h;
}

export async function initTestI18n(): Promise<void> {
  // route chunks load lazily; on a busy two-core machine the first import can take seconds
  configure({ asyncUtilTimeout: 8000 });
  localStorage.clear();
  while (notices.current()) notices.dismiss();
  if (i18next.isInitialized) return;
  await i18next.use(initReactI18next).init({
    lng: 'ko',
    fallbackLng: 'ko',
    resources: { ko: { translation: koCatalogue } },
    interpolation: { escapeValue: false },
  });
}

function Where() {
  const { pathname } = useLocation();
  return <output data-testid="pathname">{pathname}</output>;
}

/** Wraps `ui` (or, without it, the device's whole route tree) in the app's providers at `path`. */
export async function renderShell(
  h: Harness,
  options: { path?: string; device?: Device; ui?: React.ReactNode; site?: Partial<SiteData> } = {},
): Promise<RenderResult> {
  const site: SiteData = { ...emptySiteData, loaded: true, ...options.site };
  let result!: RenderResult;
  await act(async () => {
    result = render(
      <ThemeProvider theme={memberTheme}>
        <ApiContext.Provider value={h.api}>
          <SessionProvider store={h.store}>
            <SiteDataProvider initial={site}>
              <MemoryRouter initialEntries={[options.path ?? '/']}>
                <SessionWatcher />
                {options.ui ?? <MemberRoutes device={options.device ?? 'desktop'} />}
                <Where />
              </MemoryRouter>
              <NoticeHost />
            </SiteDataProvider>
          </SessionProvider>
        </ApiContext.Provider>
      </ThemeProvider>,
    );
  });
  return result;
}
