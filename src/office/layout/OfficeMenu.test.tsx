import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { OfficeTestContext } from '../testing/OfficeTestContext';
import type { OfficePermissions } from '../../authProvider/officePermissions';
import { OfficeMenu } from './OfficeMenu';
import { staffPermissions, partnerPermissions } from '../../authProvider/officePermissions';

const renderMenu = (permissions: OfficePermissions) =>
  render(
    <OfficeTestContext dataProvider={{}} permissions={permissions}>
      <OfficeMenu />
    </OfficeTestContext>,
  );

describe('OfficeMenu', () => {
  it('shows a deposit manager its queue and reports, and no other staff area', async () => {
    renderMenu(staffPermissions('deposit'));
    expect(await screen.findByRole('menuitem', { name: 'Deposit requests' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Daily report' })).toBeInTheDocument();
    for (const hidden of [
      'Withdrawal requests',
      'Members',
      'Partners',
      'Site options',
      'Audit log',
      'Notices',
      'Lower members',
    ]) {
      expect(screen.queryByRole('menuitem', { name: hidden })).toBeNull();
    }
    expect(screen.getByRole('menuitem', { name: 'Two-step login (OTP)' })).toBeInTheDocument();
  });

  it('shows the master every staff heading and no partner screen', async () => {
    renderMenu(staffPermissions('master'));
    expect(await screen.findByRole('menuitem', { name: 'Site options' })).toBeInTheDocument();
    for (const heading of ['Members', 'Deposits & withdrawals', 'Partners', 'Content', 'Site', 'Audit'])
      expect(screen.getAllByText(heading).length).toBeGreaterThan(0);
    expect(screen.queryByRole('menuitem', { name: 'Lower members' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Partner password' })).toBeNull();
  });

  it('shows a partner its own office: lower members, money history, gate, and no staff area', async () => {
    renderMenu(partnerPermissions('PTN_4'));
    expect(await screen.findByRole('menuitem', { name: 'Lower members' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Pay/recover history' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Partner password' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Partner home' })).toBeInTheDocument();
    // §2 partner layout: bet > casino, slot, minigame
    expect(screen.getByRole('menuitem', { name: 'Casino bets' })).toHaveAttribute(
      'href',
      `#/partner/bets?filter=${encodeURIComponent('{"gameGroup":"casino"}')}`,
    );
    expect(screen.getByRole('menuitem', { name: 'Slot bets' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Minigame bets' })).toBeInTheDocument();
    for (const hidden of ['Deposit requests', 'Members', 'Site options', 'Two-step login (OTP)'])
      expect(screen.queryByRole('menuitem', { name: hidden })).toBeNull();
  });
});
