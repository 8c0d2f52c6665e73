import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RecordContextProvider } from 'react-admin';
import type { Endpoint } from '../../../shared/endpoints/endpoint';
import { API } from '../../../shared/endpoints';
import type { OfficePermissions } from '../../../authProvider/officePermissions';
import { OfficeTestContext } from '../../testing/OfficeTestContext';
import { MemberRiskTab } from './MemberRiskTab';

const none = {
  id: 5,
  custom: false,
  stakeFactorPct: 100,
  fixtureMax: null,
  marketMax: null,
  liveDelayS: null,
  updatedBy: null,
  updatedAt: null,
};

function renderTab(
  call: (entry: Endpoint, body: Record<string, unknown>) => Promise<unknown>,
  permissions?: OfficePermissions,
) {
  return render(
    <OfficeTestContext dataProvider={{ call }} permissions={permissions} resource="admin/members">
      <RecordContextProvider value={{ id: 5, memId: 'member01' }}>
        <MemberRiskTab />
      </RecordContextProvider>
    </OfficeTestContext>,
  );
}

describe('MemberRiskTab', () => {
  it('saves a stake factor, a maximum per match and a bet delay in play, and shows who saved it', async () => {
    const call = vi.fn(async (entry: Endpoint, body: Record<string, unknown>) => {
      if (entry.path === API.adminSportsRiskProfiles.get.path) return none;
      if (entry.path !== API.adminSportsRiskProfiles.update.path) return {};
      const { profile } = body.data as { profile: Record<string, unknown> };
      return { ...none, ...profile, custom: true, updatedBy: 'admin', updatedAt: '2026-11-21T03:00:00.000Z' };
    });
    renderTab(call);
    const factor = await screen.findByLabelText('Stake factor (%)');
    expect(screen.getByText(/No profile of its own/)).toBeInTheDocument();
    await userEvent.clear(factor);
    await userEvent.type(factor, '50');
    await userEvent.type(screen.getByLabelText('Maximum per match'), '300000');
    await userEvent.type(screen.getByLabelText('Bet delay in play (seconds)'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith(API.adminSportsRiskProfiles.update, {
        id: 5,
        data: { profile: { stakeFactorPct: 50, fixtureMax: 300_000, marketMax: null, liveDelayS: 12 } },
      }),
    );
    expect(await screen.findByText(/Saved by admin/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove the profile' })).toBeInTheDocument();
  });

  it('refuses a factor over 100 before sending, and warns of a closed sportsbook', async () => {
    const call = vi.fn(async () => ({ ...none, custom: true, stakeFactorPct: 0, updatedBy: 'admin', updatedAt: null }));
    renderTab(call);
    expect(await screen.findByText('This member may not bet on sports (factor 0%).')).toBeInTheDocument();
    const factor = screen.getByLabelText('Stake factor (%)');
    await userEvent.clear(factor);
    await userEvent.type(factor, '150');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('is read-only for staff who may read the sportsbook office but not change it', async () => {
    const reader: OfficePermissions = {
      kind: 'staff',
      role: 'custom',
      roleName: 'reader',
      pairs: ['games.read'],
      totpSetupRequired: false,
    };
    renderTab(async () => none, reader);
    expect(await screen.findByLabelText('Stake factor (%)')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
