import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { harness, initTestI18n, renderShell, signedIn } from '../testing/shellTestKit';

const pleaseLogin = '로그인 후 이용해주세요.';
const at = () => screen.getByTestId('pathname').textContent;

describe('route guards (§2)', () => {
  beforeEach(initTestI18n);

  it('sends a guest on a member route home with the Please Log-in alert', async () => {
    await renderShell(harness(), { path: '/mypage/info' });
    expect(await screen.findByRole('dialog')).toHaveTextContent(pleaseLogin);
    await waitFor(() => expect(at()).toBe('/'));
  });

  it('does the same on the mobile tree', async () => {
    await renderShell(harness(), { path: '/member/msgMain/msg', device: 'mobile' });
    expect(await screen.findByRole('dialog')).toHaveTextContent(pleaseLogin);
    await waitFor(() => expect(at()).toBe('/'));
  });

  it('lets a guest read the notices, which are open to all', async () => {
    await renderShell(harness(), { path: '/winner/noticelist' });
    await waitFor(() => expect(at()).toBe('/winner/noticelist'));
    expect(screen.queryByText(pleaseLogin)).not.toBeInTheDocument();
  });

  it('lets a member onto a member route', async () => {
    await renderShell(await signedIn(), { path: '/mypage/info' });
    expect(at()).toBe('/mypage/info');
    expect(screen.queryByText(pleaseLogin)).not.toBeInTheDocument();
  });

  it('sends a signed-in member away from sign-up, without an alert', async () => {
    await renderShell(await signedIn(), { path: '/signup' });
    await waitFor(() => expect(at()).toBe('/'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends a signed-in member away from the mobile login popup', async () => {
    await renderShell(await signedIn(), { path: '/login', device: 'mobile' });
    await waitFor(() => expect(at()).toBe('/'));
  });

  it('shows sign-up to a guest', async () => {
    await renderShell(harness(), { path: '/signup' });
    expect(await screen.findByRole('heading', { name: '회원가입' })).toBeInTheDocument();
    expect(at()).toBe('/signup');
  });

  it('sends unknown mobile paths to the mobile main', async () => {
    await renderShell(harness(), { path: '/no/such/page', device: 'mobile' });
    await waitFor(() => expect(at()).toBe('/'));
  });
});
