import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SiteOptionsSchema } from '../../shared/api/site';
import { OfficeTestContext } from '../testing/OfficeTestContext';
import { SiteOptionsPage } from './SiteOptionsPage';

/**
 * The form's section under `heading`, once the options are in. Queries stay inside it: jsdom finds an
 * input's labels by walking the whole page, and the page's hundred inputs made one page-wide label
 * query take seconds (docs/architecture/tests.md#ci).
 */
const section = async (heading: string) => screen.findByRole('region', { name: heading });

describe('SiteOptionsPage: sports', () => {
  it('shows the sportsbook options in words, each conflict rule by its message, and saves only what changed', async () => {
    const options = SiteOptionsSchema.parse({});
    const call = vi.fn(async (entry: { path: string }, body: { data?: Record<string, unknown> }) =>
      entry.path.endsWith('/update') ? { ...options, ...body.data } : options,
    );
    render(
      <OfficeTestContext dataProvider={{ call }} resource="admin/siteOptions">
        <SiteOptionsPage />
      </OfficeTestContext>,
    );
    const sports = within(await section('Sports'));
    expect(sports.getByLabelText('Sports cancel window (minutes)')).toHaveValue(5);
    expect(sports.getByLabelText('3-fold bonus odds (×100)')).toHaveValue(103);
    const winDraw = sports.getByLabelText('Win + draw on the same match cannot be combined.');
    expect(winDraw).toBeChecked();
    expect(screen.queryByText(/front\.sports/)).toBeNull();
    await userEvent.click(winDraw);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(call).toHaveBeenCalledTimes(2));
    const saved = call.mock.calls[1]![1].data!;
    expect(Object.keys(saved)).toEqual(['sportsConflictRules']);
    expect(saved.sportsConflictRules).not.toContain('W+D');
    expect(saved.sportsConflictRules).toHaveLength(27);
    // The whole options form is large: a loaded machine needs its time to render and type into it.
  }, 300_000);
});

describe('SiteOptionsPage: withdrawal risk rules', () => {
  it('lists every check in its order by name, moves and switches them, and saves only the rules', async () => {
    const options = SiteOptionsSchema.parse({});
    const call = vi.fn(async (entry: { path: string }, body: { data?: Record<string, unknown> }) =>
      entry.path.endsWith('/update') ? { ...options, ...body.data } : options,
    );
    render(
      <OfficeTestContext dataProvider={{ call }} resource="admin/siteOptions">
        <SiteOptionsPage />
      </OfficeTestContext>,
    );
    const risk = within(await section('Withdrawal risk rules'));
    expect(risk.getByLabelText('Approve passing withdrawals automatically')).not.toBeChecked();
    expect(risk.getByLabelText('Win-to-deposit limit (%)')).toHaveValue(200);
    const rules = risk.getByTestId('risk-rules');
    const names = () =>
      within(rules)
        .getAllByRole('switch')
        .map((box) => box.closest('label')?.textContent);
    expect(names()).toEqual([
      'Rolling done',
      'No open integrity flag',
      'No bonus since the last withdrawal',
      'Win-to-deposit ratio under the limit',
      'Payout account unchanged',
      "Within the level's automatic limit",
    ]);
    await userEvent.click(within(rules).getByRole('button', { name: "Move Within the level's automatic limit up" }));
    await userEvent.click(within(rules).getByLabelText('No bonus since the last withdrawal'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(call).toHaveBeenCalledTimes(2));
    const saved = call.mock.calls[1]![1].data!;
    expect(Object.keys(saved)).toEqual(['withdrawRiskRules']);
    expect(saved.withdrawRiskRules).toEqual([
      { check: 'rolling', on: true },
      { check: 'integrityFlag', on: true },
      { check: 'bonusSinceWithdrawal', on: false },
      { check: 'winRatio', on: true },
      { check: 'levelLimit', on: true },
      { check: 'accountAge', on: true },
    ]);
  }, 300_000);
});

describe('SiteOptionsPage: wagering', () => {
  it('shows the lapse threshold in words under its own heading, off by default, and saves only it', async () => {
    const options = SiteOptionsSchema.parse({});
    const call = vi.fn(async (entry: { path: string }, body: { data?: Record<string, unknown> }) =>
      entry.path.endsWith('/update') ? { ...options, ...body.data } : options,
    );
    render(
      <OfficeTestContext dataProvider={{ call }} resource="admin/siteOptions">
        <SiteOptionsPage />
      </OfficeTestContext>,
    );
    const lapse = within(await section('Wagering')).getByLabelText('Lapse wagering when money falls below (0: off)');
    expect(lapse).toHaveValue(0);
    await userEvent.clear(lapse);
    await userEvent.type(lapse, '5000');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(call).toHaveBeenCalledTimes(2));
    expect(call.mock.calls[1]![1].data).toEqual({ wagerLapseBelow: 5_000 });
  }, 300_000);
});
