import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider } from 'react-admin';
import type { OddsRecord } from '../../../shared/api/minigame';
import { MARKETS } from '../../../shared/minigame/markets';
import { OfficeTestContext } from '../../testing/OfficeTestContext';
import { OddsList } from './OddsList';

// Every pick of the powerball game as the server seeds it, in a shuffled order.
const rows: OddsRecord[] = MARKETS.powerball
  .flatMap((m) => Object.entries(m.picks).map(([pick, odds]) => ({ market: m.market, pick, odds })))
  .map((r, i) => ({ id: i + 1, gameKey: 'pwball', enabled: true, updatedAt: '2026-11-26T00:00:00Z', ...r }))
  .reverse();

function renderOdds() {
  const getList = vi.fn(async () => ({ data: rows, total: rows.length })) as unknown as DataProvider['getList'];
  const update = vi.fn(async (_resource: string, params: { id: number; data: Partial<OddsRecord> }) => ({
    data: { ...rows.find((r) => r.id === params.id)!, ...params.data },
  }));
  render(
    <OfficeTestContext
      dataProvider={{ getList, update: update as unknown as DataProvider['update'] }}
      resource="admin/minigameOdds"
    >
      <OddsList />
    </OfficeTestContext>,
  );
  return { getList, update };
}

describe('OddsList (minigame odds by game and market)', () => {
  it('asks for one game and shows its markets in the play page order, every market and pick in words', async () => {
    const { getList } = renderOdds();
    const sections = await screen.findAllByRole('region');
    expect(getList).toHaveBeenCalledWith(
      'admin/minigameOdds',
      expect.objectContaining({ filter: { gameKey: 'pwball' } }),
    );
    expect(sections.map((s) => s.getAttribute('aria-label'))).toEqual([
      'Power ball odd/even',
      'Power ball under/over',
      'Power ball section',
      'Power ball number',
      'Sum odd/even',
      'Sum under/over',
      'Sum small/medium/large',
      'Power ball combination',
      'Sum combination',
    ]);
    const oddEven = sections[0]!;
    expect(within(oddEven).getByText('Odd')).toBeInTheDocument();
    expect(within(oddEven).getByText('Even')).toBeInTheDocument();
    expect(within(sections[6]!).getByText('Medium (65-80)')).toBeInTheDocument();
    // no internal key reaches the operator
    expect(document.body.textContent).not.toMatch(/power_oe|sum_size|odd_under|\bpwball\b/);
    expect(screen.getByText('Powerball PWBALL')).toBeInTheDocument();
  });

  it('saves new odds of one pick as x100 and closes a pick with its switch', async () => {
    const { update } = renderOdds();
    const odds = await screen.findByRole('textbox', { name: 'Odds Power ball odd/even · Odd' });
    const save = screen.getByRole('button', { name: 'Save Power ball odd/even · Odd' });
    expect(save).toBeDisabled();
    await userEvent.clear(odds);
    await userEvent.type(odds, '2.05');
    await userEvent.click(save);
    const id = rows.find((r) => r.market === 'power_oe' && r.pick === 'odd')!.id;
    expect(update).toHaveBeenCalledWith('admin/minigameOdds', expect.objectContaining({ id, data: { odds: 205 } }));

    await userEvent.click(screen.getByRole('switch', { name: 'Enabled Power ball odd/even · Even' }));
    expect(update).toHaveBeenCalledWith('admin/minigameOdds', expect.objectContaining({ data: { enabled: false } }));
  });

  it('refuses odds below 1.00 before any call', async () => {
    const { update } = renderOdds();
    const odds = await screen.findByRole('textbox', { name: 'Odds Power ball section · A (0-2)' });
    await userEvent.clear(odds);
    await userEvent.type(odds, '0.5');
    expect(screen.getByRole('button', { name: 'Save Power ball section · A (0-2)' })).toBeDisabled();
    expect(update).not.toHaveBeenCalled();
  });
});
