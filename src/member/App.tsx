import { lazy, Suspense } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { useDevice } from './device/useDevice';
import { NoticeHost } from './notice/NoticeHost';
import { MemberRoutes } from './routes/MemberRoutes';
import { LanguageApiProvider } from './LanguageApi';
import { SessionProvider, SessionWatcher, useSession } from './session';
import { SiteDataProvider } from './site';
import { memberTheme } from './theme';
import { useJoinLinkCapture } from './features/auth/joinLink';

// The push socket and balance poll (stompjs, SockJS, crypto-js) load only once a member is signed in.
const RealtimeBridge = lazy(() => import('./realtime').then((m) => ({ default: m.RealtimeBridge })));

const RealityCheck = lazy(() => import('./features/responsible').then((m) => ({ default: m.RealityCheck })));

function Realtime() {
  const { loggedIn } = useSession();
  return loggedIn ? (
    <Suspense fallback={null}>
      <RealtimeBridge />
      <RealityCheck />
    </Suspense>
  ) : null;
}

/** A partner's sign-up link in any page's address (docs/domains/partner-codes.md). */
function JoinLinkCapture() {
  useJoinLinkCapture();
  return null;
}

function Shell() {
  const { device } = useDevice();
  return (
    <>
      <SessionWatcher />
      <JoinLinkCapture />
      <Realtime />
      <MemberRoutes device={device} />
    </>
  );
}

/** The member front: theme, session, start-up site data, the device's route tree, the alert dialog. */
export function App() {
  return (
    <ThemeProvider theme={memberTheme}>
      <CssBaseline />
      <SessionProvider>
        <LanguageApiProvider>
          <SiteDataProvider>
            <BrowserRouter>
              <Shell />
            </BrowserRouter>
            <NoticeHost />
          </SiteDataProvider>
        </LanguageApiProvider>
      </SessionProvider>
    </ThemeProvider>
  );
}
