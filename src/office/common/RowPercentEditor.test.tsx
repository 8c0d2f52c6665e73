import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider } from 'react-admin';
import type { SportsCashOutRuleRecord, SportsMarginRecord } from '../../shared/api/office/index';
import { OfficeTestContext } from '../testing/OfficeTestContext';
import { MarginList } from '../resources/sportsMargins/MarginList';
import { CashOutRuleList } from '../resources/sportsCashOut/CashOutRuleList';

/** The per-sport row editors (RowPercentEditor): a percentage typed, saved as basis points, or given up for the site's. */
function renderList<T extends { id: string }>(resource: string, rows: T[], list: React.ReactNode) {
  const getList = vi.fn(async () => ({ data: rows, total: rows.length })) as unknown as DataProvider['getList'];
  const update = vi.fn(async (_r: string, params: { id: string; data: object }) => ({
    data: { ...rows.find((r) => r.id === params.id)!, ...params.data },
  }));
  render(
    <OfficeTestContext
      dataProvider={{ getList, update: update as unknown as DataProvider['update'] }}
      resource={resource}
    >
      {list}
    </OfficeTestContext>,
  );
  return update;
}

describe('the per-sport percentage editors', () => {
  it('saves a sport’s odds margin typed as a percentage, refuses one out of range, and gives it up for the site’s', async () => {
    const rows: SportsMarginRecord[] = [
      { id: 'soccer', sport: 'soccer', marginBp: 650, custom: true, siteDefaultBp: 500 },
    ];
    const update = renderList('admin/sportsMargins', rows, <MarginList />);
    const margin = await screen.findByRole('textbox', { name: 'Margin of Soccer' });
    const save = screen.getByRole('button', { name: 'Save' });
    // unchanged terms of its own: nothing to save
    expect(save).toBeDisabled();
    await userEvent.clear(margin);
    await userEvent.type(margin, '31');
    expect(save).toBeDisabled();
    await userEvent.clear(margin);
    await userEvent.type(margin, '7.25');
    await userEvent.click(save);
    expect(update).toHaveBeenCalledWith(
      'admin/sportsMargins',
      expect.objectContaining({ id: 'soccer', data: { marginBp: 725 } }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Use site margin' }));
    expect(update).toHaveBeenCalledWith('admin/sportsMargins', expect.objectContaining({ data: { marginBp: null } }));
  });

  it('saves a sport’s cash-out terms: on or off, the margin, and the market kinds that offer it', async () => {
    const rows: SportsCashOutRuleRecord[] = [
      {
        id: 'soccer',
        sport: 'soccer',
        enabled: true,
        marginBp: 500,
        closedKinds: [],
        custom: false,
        siteMarginBp: 500,
      },
    ];
    const update = renderList('admin/sportsCashOut', rows, <CashOutRuleList />);
    const margin = await screen.findByRole('textbox', { name: 'Soccer cash-out margin (%)' });
    // terms of the site's: nothing to give up
    expect(screen.queryByRole('button', { name: "Use the site's terms" })).toBeNull();
    await userEvent.click(screen.getByRole('switch', { name: 'Cash-out on Soccer' }));
    await userEvent.clear(margin);
    await userEvent.type(margin, '8');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Under/Over' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(update).toHaveBeenCalledWith(
      'admin/sportsCashOut',
      expect.objectContaining({
        id: 'soccer',
        data: { rule: { enabled: false, marginBp: 800, closedKinds: ['underover'] } },
      }),
    );
  });
});
