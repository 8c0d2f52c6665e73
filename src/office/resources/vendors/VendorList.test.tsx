import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider } from 'react-admin';
import type { VendorRecord } from '../../../shared/api/games';
import { OfficeTestContext } from '../../testing/OfficeTestContext';
import { VendorList } from './VendorList';

const vendor = (over: Partial<VendorRecord>): VendorRecord => ({
  id: 'slot:234',
  groupCode: 'slot',
  procId: 234,
  name: 'Demo Slots',
  lobbySymbol: 'demoslot',
  image: '',
  ord: 33,
  enabled: true,
  adapterKind: 'valkyrie',
  settings: { baseUrl: 'internal', provider: 'demo' },
  maintenance: false,
  games: 1,
  ...over,
});
const rows = [
  vendor({}),
  vendor({
    id: 'slot:201',
    procId: 201,
    name: 'KPlay',
    lobbySymbol: 'slot201',
    adapterKind: 'none',
    settings: { baseUrl: '', provider: '' },
    games: 0,
  }),
];

function renderVendors() {
  const action = vi.fn(async (_resource: string, name: string) => ({
    data: name === 'sync' ? { id: 'slot:234', added: 4, updated: 1, total: 5 } : { ...rows[0], maintenance: true },
  }));
  const getList = vi.fn(async () => ({ data: rows, total: rows.length })) as unknown as DataProvider['getList'];
  render(
    <OfficeTestContext dataProvider={{ getList, action }} resource="admin/vendors">
      <VendorList />
    </OfficeTestContext>,
  );
  return { action };
}

describe('VendorList', () => {
  it('shows each vendor state in words, and syncs a connected vendor game list with the counts', async () => {
    const { action } = renderVendors();
    const demo = (await screen.findByText('Demo Slots')).closest('tr')!;
    const kplay = screen.getByText('KPlay').closest('tr')!;
    expect(within(demo).getByText('Playable')).toBeInTheDocument();
    expect(within(demo).getByText('Valkyrie (seamless wallet)')).toBeInTheDocument();
    expect(within(kplay).getByText('In preparation')).toBeInTheDocument();
    expect(within(kplay).getByText('Not connected')).toBeInTheDocument();
    // a vendor without a connection has nothing to sync from
    expect(within(kplay).queryByRole('button', { name: 'Sync game list' })).toBeNull();

    await userEvent.click(within(demo).getByRole('button', { name: 'Sync game list' }));
    expect(action).toHaveBeenCalledWith('admin/vendors', 'sync', { id: 'slot:234' });
    expect(await screen.findByText('5 games fetched (4 added, 1 changed).')).toBeInTheDocument();
  });

  it('starts a vendor maintenance after a warning that open games close', async () => {
    const { action } = renderVendors();
    const demo = (await screen.findByText('Demo Slots')).closest('tr')!;
    await userEvent.click(within(demo).getByRole('button', { name: 'Start maintenance' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/closes every open game window of this vendor/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start maintenance' }));
    expect(action).toHaveBeenCalledWith('admin/vendors', 'maintenance', { id: 'slot:234', on: true, endAt: null });
  });
});
