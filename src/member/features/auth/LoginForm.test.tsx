import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SAVED_ID_KEY } from '../../session';
import { harness, initTestI18n, loginAnswer, renderShell, type Harness } from '../../testing/shellTestKit';

const idField = () => screen.getByLabelText('아이디');
const passField = () => screen.getByLabelText('비밀번호');
const submit = () => fireEvent.click(screen.getByRole('button', { name: '로그인' }));
const logins = (h: Harness) => h.calls.filter((c) => c.path === '/api/member/login');

async function openMobileLogin(h: Harness) {
  await renderShell(h, { path: '/login', device: 'mobile' });
  await screen.findByRole('dialog', { name: '로그인' });
}

describe('login popup (§2, §5)', () => {
  beforeEach(initTestI18n);

  it('asks for the id first, then the password, without calling the server', async () => {
    const h = harness();
    await openMobileLogin(h);
    submit();
    expect(await screen.findByText('아이디를 입력해주세요.')).toBeInTheDocument();
    fireEvent.change(idField(), { target: { value: 'member01' } });
    submit();
    expect(await screen.findByText('비밀번호를 입력해주세요.')).toBeInTheDocument();
    expect(logins(h)).toHaveLength(0);
  });

  it('shows api.<code> when the server refuses', async () => {
    const h = harness({ '/api/member/login': () => ({ resultCode: 'U003' }) });
    await openMobileLogin(h);
    fireEvent.change(idField(), { target: { value: 'member01' } });
    fireEvent.change(passField(), { target: { value: 'wrong1' } });
    submit();
    expect(await screen.findByText('비밀번호가 일치하지 않습니다.', { exact: false })).toBeInTheDocument();
    expect(h.store.getState().token).toBeNull();
  });

  it('submits on Enter, keeps the id when save-id is ticked, and goes to the main signed in', async () => {
    const h = harness({ '/api/member/login': () => ({ data: loginAnswer() }) });
    await openMobileLogin(h);
    await userEvent.type(idField(), 'member01');
    await userEvent.click(screen.getByLabelText('아이디 저장'));
    await userEvent.type(passField(), 'pass1234{Enter}');
    await waitFor(() => expect(screen.getByTestId('pathname')).toHaveTextContent(/^\/$/));
    expect(logins(h)[0]?.body).toMatchObject({ memId: 'member01', memPass: 'pass1234' });
    expect(h.store.getState().member?.memNick).toBe('회원1');
    expect(localStorage.getItem(SAVED_ID_KEY)).toBe('member01');
  });

  it('prefills a saved id and forgets it when save-id is unticked', async () => {
    localStorage.setItem(SAVED_ID_KEY, 'member01');
    const h = harness({ '/api/member/login': () => ({ data: loginAnswer() }) });
    await openMobileLogin(h);
    expect(idField()).toHaveValue('member01');
    await userEvent.click(screen.getByLabelText('아이디 저장'));
    await userEvent.type(passField(), 'pass1234{Enter}');
    await waitFor(() => expect(h.store.getState().token).not.toBeNull());
    expect(localStorage.getItem(SAVED_ID_KEY)).toBeNull();
  });

  it('closes back to the main with the close button', async () => {
    await openMobileLogin(harness());
    fireEvent.click(screen.getByRole('button', { name: '닫기' }));
    await waitFor(() => expect(screen.getByTestId('pathname')).toHaveTextContent(/^\/$/));
  });

  it('opens as a modal from the desktop header', async () => {
    await renderShell(harness(), { path: '/' });
    fireEvent.click(await screen.findByRole('button', { name: '로그인' }));
    expect(await screen.findByRole('dialog', { name: /^로그인/ })).toBeInTheDocument();
  });
});
