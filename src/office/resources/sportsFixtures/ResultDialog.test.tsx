import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SportsFixtureRecord, SportsSettlementPreview } from '../../../shared/api/office/index';
import { API } from '../../../shared/endpoints';
import type { Endpoint } from '../../../shared/endpoints/endpoint';
import { OfficeTestContext } from '../../testing/OfficeTestContext';
import { ResultDialog } from './ResultDialog';

const names = (en: string) => ({ ko: en, en, th: en, cn: en, jp: en, vn: en });
const fixture: SportsFixtureRecord = {
  id: 7,
  ref: 'staff:7',
  sport: 'soccer',
  leagueId: 1,
  league: names('K League'),
  homeTeamId: 1,
  home: names('Ulsan'),
  awayTeamId: 2,
  away: names('Jeonbuk'),
  startsAt: '2020-01-01T10:00:00Z',
  state: 'closed',
  score: null,
  resultVersion: 0,
  source: 'staff',
  staffHeld: false,
  markets: 2,
  openSlips: 1,
  openStake: 10_000,
  liability: 20_000,
  updatedAt: '2020-01-01T10:00:00Z',
};
const preview: SportsSettlementPreview = {
  fixtureId: 7,
  version: 1,
  correction: false,
  markets: [
    {
      marketId: 3,
      type: '1x2',
      line: null,
      picks: [
        { pick: 'home', outcome: 'WIN' },
        { pick: 'draw', outcome: 'LOSE' },
        { pick: 'away', outcome: 'LOSE' },
      ],
    },
  ],
  slips: [
    {
      betId: 41,
      memId: 'member01',
      stake: 10_000,
      legCount: 1,
      legs: [{ type: '1x2', line: null, pick: 'home', odds: 200, outcome: 'WIN' }],
      status: 'WIN',
      payout: 20_000,
      paid: 0,
      delta: 20_000,
    },
  ],
  totals: { slips: 1, stake: 10_000, settled: 1, waiting: 0, payout: 20_000, paid: 0, delta: 20_000 },
};

function renderDialog(
  mode: 'resulted' | 'rollback' = 'resulted',
  shown: SportsFixtureRecord = fixture,
  previewed: SportsSettlementPreview = preview,
) {
  const call = vi.fn(async (entry: Endpoint) =>
    entry.path === API.adminSportsFixtures.preview.path ? previewed : { ...shown, state: 'settled', resultVersion: 1 },
  );
  const onClose = vi.fn();
  render(
    <OfficeTestContext dataProvider={{ call }}>
      <ResultDialog fixture={shown} mode={mode} onClose={onClose} />
    </OfficeTestContext>,
  );
  return { call, onClose };
}

describe('ResultDialog (result entry with a settlement preview)', () => {
  it('confirms only the result it previewed, in words', async () => {
    const { call, onClose } = renderDialog();
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Confirm result' });
    expect(confirm).toBeDisabled();

    await userEvent.type(within(dialog).getByLabelText(/Ulsan final score/), '2');
    await userEvent.type(within(dialog).getByLabelText(/Jeonbuk final score/), '1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Preview settlement' }));
    expect(call).toHaveBeenCalledWith(API.adminSportsFixtures.preview, {
      id: 7,
      result: { state: 'resulted', score: { home: 2, away: 1, htHome: null, htAway: null } },
    });
    const shown = await within(dialog).findByRole('region', { name: 'Settlement preview' });
    // market and pick by name, odds as a decimal, never a key
    expect(within(shown).getByText(/Home \(Ulsan\) @ 2\.00/)).toBeInTheDocument();
    expect(within(shown).getByText(/Home: Win/)).toBeInTheDocument();
    expect(within(shown).getAllByText('20,000').length).toBeGreaterThan(0);

    // a changed score needs a new preview
    await userEvent.type(within(dialog).getByLabelText(/Jeonbuk half-time score/), '0');
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText(/Ulsan half-time score/), '1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Preview settlement' }));
    await within(dialog).findByRole('region', { name: 'Settlement preview' });
    await userEvent.click(confirm);
    // one result sent, the one previewed (the office also reads site options meanwhile)
    expect(call.mock.calls.filter(([entry]) => entry === API.adminSportsFixtures.result)).toEqual([
      [
        API.adminSportsFixtures.result,
        { id: 7, result: { state: 'resulted', score: { home: 2, away: 1, htHome: 1, htAway: 0 } } },
      ],
    ]);
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('withdraws the result in force behind its preview: every pick waits again, what was paid comes back', async () => {
    const settled = {
      ...fixture,
      state: 'settled' as const,
      score: { home: 2, away: 1, htHome: null, htAway: null },
      resultVersion: 1,
    };
    const withdrawn: SportsSettlementPreview = {
      ...preview,
      version: 2,
      correction: true,
      markets: [
        { ...preview.markets[0]!, picks: preview.markets[0]!.picks.map((p) => ({ ...p, outcome: 'PENDING' })) },
      ],
      slips: [
        {
          ...preview.slips[0]!,
          legs: [{ ...preview.slips[0]!.legs[0]!, outcome: 'PENDING' }],
          status: 'BET',
          payout: 0,
          paid: 20_000,
          delta: -20_000,
        },
      ],
      totals: { slips: 1, stake: 10_000, settled: 0, waiting: 1, payout: 0, paid: 20_000, delta: -20_000 },
    };
    const { call } = renderDialog('rollback', settled, withdrawn);
    const dialog = await screen.findByRole('dialog', { name: /Withdraw result/ });
    expect(within(dialog).queryByLabelText(/final score/)).toBeNull();
    expect(within(dialog).getByText(/waits again/)).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'Confirm withdrawal' });
    expect(confirm).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Preview settlement' }));
    expect(call).toHaveBeenCalledWith(API.adminSportsFixtures.preview, { id: 7, result: { state: 'rollback' } });
    const shown = await within(dialog).findByRole('region', { name: 'Settlement preview' });
    expect(within(shown).getAllByText('-20,000').length).toBeGreaterThan(0);
    expect(shown.textContent).not.toMatch(/PENDING|\bBET\b/);
    await userEvent.click(confirm);
    expect(call).toHaveBeenCalledWith(API.adminSportsFixtures.result, { id: 7, result: { state: 'rollback' } });
  });
});
