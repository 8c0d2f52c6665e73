import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Notification, testDataProvider, type AuthProvider } from 'react-admin';
import { ApiError } from '../../dataProvider/apiClient';
import { testI18nProvider } from '../testing/OfficeTestContext';
import { OfficeLoginPage } from './OfficeLoginPage';

function renderLogin(login: AuthProvider['login']) {
  const authProvider: AuthProvider = {
    login,
    logout: async () => undefined,
    checkAuth: async () => undefined,
    checkError: async () => undefined,
    getPermissions: async () => undefined,
  };
  render(
    <AdminContext dataProvider={testDataProvider()} authProvider={authProvider} i18nProvider={testI18nProvider}>
      <OfficeLoginPage />
      <Notification />
    </AdminContext>,
  );
}

const fill = async (id: string) => {
  await userEvent.type(screen.getByLabelText(/^ID/), id);
  await userEvent.type(screen.getByLabelText(/^Password/), 'pass1234');
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
};

describe('OfficeLoginPage', () => {
  it('is one form for staff and partners: no tab to pick, no OTP field until asked', async () => {
    const login = vi.fn(async () => undefined);
    renderLogin(login);
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByLabelText(/OTP/)).toBeNull();
    // It says so, and what each signs in with.
    expect(screen.getByText('Partners and staff both sign in here.')).toBeInTheDocument();
    expect(screen.getByText('Partner: your member ID and password')).toBeInTheDocument();
    expect(screen.getByText(/^Staff: your staff ID and password/)).toBeInTheDocument();
    await fill('ptn03');
    expect(login).toHaveBeenCalledWith(
      expect.objectContaining({ username: 'ptn03', password: 'pass1234', otp: undefined }),
    );
  });

  it('shows the OTP field when the server asks for it, and sends the code with the next try', async () => {
    const login = vi
      .fn()
      .mockRejectedValueOnce(new ApiError('U003', { otp: true }))
      .mockResolvedValueOnce(undefined);
    renderLogin(login);
    await fill('admin');
    expect(await screen.findByText('This account uses two-step login. Enter your OTP code.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^OTP code/), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(login).toHaveBeenLastCalledWith(expect.objectContaining({ username: 'admin', otp: '123456' }));
  });

  it("shows the server's refusal in words (a member without partner rights)", async () => {
    renderLogin(vi.fn().mockRejectedValue(new ApiError('U029')));
    await fill('member01');
    expect(await screen.findByText('You have no access rights.')).toBeInTheDocument();
  });
});
