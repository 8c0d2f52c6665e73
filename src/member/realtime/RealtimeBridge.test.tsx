import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import i18next from 'i18next';
import { BALANCE_POLL_MS } from '../../shared/constants';
import { notices } from '../notice/noticeStore';
import { Header } from '../shell/desktop/Header';
import { initTestI18n, renderShell, signedIn } from '../testing/shellTestKit';
import { RealtimeBridge } from './RealtimeBridge';

// Nothing listens there: the socket keeps failing quietly, so only the balance poll speaks.
const NO_SERVER = 'http://127.0.0.1:9/ws';
const pollsOf = (calls: Array<{ path: string }>) => calls.filter((c) => c.path === '/api/cash/getUserCash').length;

describe('<RealtimeBridge /> (§4 balance poll and session end)', () => {
  beforeEach(async () => {
    await initTestI18n();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  });
  afterEach(() => vi.useRealTimers());

  it('refreshes the header balances every 5 seconds while signed in, and stops on sign-out', async () => {
    const h = await signedIn({
      '/api/cash/getUserCash': () => ({ data: { cashAmt: 2_000_000, pointAmt: 7_000, betAmt: 0 } }),
    });
    await renderShell(h, {
      ui: (
        <>
          <RealtimeBridge url={NO_SERVER} />
          <Header />
        </>
      ),
    });
    expect(screen.getByTestId('header-cash')).toHaveTextContent('1,234,500');
    await act(() => vi.advanceTimersByTimeAsync(BALANCE_POLL_MS));
    expect(screen.getByTestId('header-cash')).toHaveTextContent('2,000,000');
    expect(screen.getByTestId('header-point')).toHaveTextContent('7,000');

    act(() => h.store.actions.signOut('logout'));
    const polls = pollsOf(h.calls);
    await act(() => vi.advanceTimersByTimeAsync(BALANCE_POLL_MS * 3));
    expect(pollsOf(h.calls)).toBe(polls);
  });

  it('alerts U017 in the member language and signs out when the poll says the session moved elsewhere', async () => {
    const h = await signedIn({ '/api/cash/getUserCash': () => ({ resultCode: 'U017' }) });
    await renderShell(h, { ui: <RealtimeBridge url={NO_SERVER} /> });
    await act(() => vi.advanceTimersByTimeAsync(BALANCE_POLL_MS));
    expect(notices.current()).toBe(i18next.t('api.U017'));
    expect(screen.getByRole('dialog')).toHaveTextContent(i18next.t('api.U017'));
    expect(h.store.getState().token).toBeNull();
  });
});
