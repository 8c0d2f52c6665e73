import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import type { DataProvider } from 'react-admin';
import type { InsuranceSettingsRecord, InsuredBetRecord } from '../../../shared/api/office/insurance';
import { API } from '../../../shared/endpoints';
import { OfficeTestContext } from '../../testing/OfficeTestContext';
import { InsuredBetList } from './InsuredBetList';

const win: InsuredBetRecord = {
  id: 41,
  memberId: 9,
  memId: 'member01',
  memNick: 'M1',
  partnerId: 5,
  partnerMemId: 'ptn05',
  gameGroup: 'minigame',
  gameName: 'pwball',
  status: 'WIN',
  stake: 30_000,
  payout: 58_500,
  standardAmount: 10_000,
  appliedAmount: 20_000,
  rateBp: 5_000,
  stakeShare: 10_000,
  payoutShare: 19_500,
  payoutPaid: 19_500,
  insuredResult: -9_500,
  settledAt: '2026-11-21T03:05:00Z',
};

const settings: InsuranceSettingsRecord = {
  id: 5,
  memId: 'ptn05',
  memNick: 'Shop',
  tier: 'PTN_5',
  enabled: true,
  gameGroups: ['minigame', 'slot'],
  standardAmount: 10_000,
  rateBp: 5_000,
  debt: 2_500,
  updatedAt: '2026-11-21T02:00:00Z',
};

function renderList(
  rows: InsuredBetRecord[],
  permissions: { kind: 'partner' } | { kind: 'staff'; role: 'master' } = { kind: 'staff', role: 'master' },
) {
  const getList = vi.fn(async () => ({ data: rows, total: rows.length })) as unknown as DataProvider['getList'];
  const call = vi.fn(async () => settings);
  render(
    <OfficeTestContext
      dataProvider={{ getList, call }}
      resource={permissions.kind === 'partner' ? 'partner/insuredBets' : 'admin/insuredBets'}
      permissions={permissions as never}
    >
      <InsuredBetList />
    </OfficeTestContext>,
  );
  return { getList, call };
}

describe('InsuredBetList', () => {
  it('shows the §3 insurance fields of each slip in words, the partner\u2019s loss in red', async () => {
    renderList([win]);
    const row = (await screen.findByText('member01')).closest('tr')!;
    const cells = within(row);
    expect(cells.getByText('ptn05')).toBeInTheDocument();
    expect(cells.getByText('Mini game · Powerball PWBALL')).toBeInTheDocument();
    expect(cells.getByText('Win')).toBeInTheDocument();
    expect(cells.getByText('20,000')).toBeInTheDocument();
    expect(cells.getByText('50.00%')).toBeInTheDocument();
    expect(cells.getByText('19,500')).toBeInTheDocument();
    const result = cells.getByText('-9,500');
    expect(result).toHaveStyle({ color: '#d32f2f' });
    for (const header of ['Standard amount', 'Applied amount', 'Insurance rate', 'Insured win/lose'])
      expect(screen.getByText(header)).toBeInTheDocument();
    expect(screen.queryByText('My insured-bet settings')).toBeNull();
  });

  it('says so when there is nothing insured', async () => {
    renderList([]);
    expect(await screen.findByText('No insured bets yet.')).toBeInTheDocument();
  });

  it('shows a partner its own settings, read-only, above the list; staff do not get that panel', async () => {
    const { call } = renderList([win], { kind: 'partner' });
    expect(await screen.findByText('My insured-bet settings')).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith(API.partnerInsurance.me, {});
    expect(await screen.findByText('2,500')).toBeInTheDocument();
    expect(screen.getByText('Slot')).toBeInTheDocument();
    expect(screen.getByText('Set by the head office staff; ask them to change it.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
