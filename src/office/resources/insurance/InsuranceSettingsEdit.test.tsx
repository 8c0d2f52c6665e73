import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider } from 'react-admin';
import type { InsuranceSettingsRecord } from '../../../shared/api/office/insurance';
import { OfficeTestContext } from '../../testing/OfficeTestContext';
import { InsuranceSettingsEdit } from './InsuranceSettingsEdit';

const record: InsuranceSettingsRecord = {
  id: 5,
  memId: 'ptn05',
  memNick: 'Shop',
  tier: 'PTN_5',
  enabled: true,
  gameGroups: ['minigame'],
  standardAmount: 10_000,
  rateBp: 5_000,
  debt: 2_500,
  updatedAt: null,
};

describe('InsuranceSettingsEdit', () => {
  it('shows the rate in percent, works the example out as it is typed, shows the debt, and offers no delete', async () => {
    const getOne = vi.fn(async () => ({ data: record })) as unknown as DataProvider['getOne'];
    render(
      <OfficeTestContext dataProvider={{ getOne }} resource="admin/insurance">
        <InsuranceSettingsEdit id={5} />
      </OfficeTestContext>,
    );
    const rate = await screen.findByRole('spinbutton', { name: 'Insurance rate (%)' });
    expect(rate).toHaveValue(50);
    expect(screen.getByText(/still owes 2,500 won/)).toBeInTheDocument();
    await userEvent.clear(rate);
    await userEvent.type(rate, '12.5');
    // The example follows: 100,000 applied at 12.50% is 12,500 of the stake.
    expect(await screen.findByText(/at 12.50% the partner takes 12,500 won/)).toBeInTheDocument();
    // Saving (percent typed, basis points sent) is driven end to end in tests/e2e/insured-bets.spec.ts.
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });
});
