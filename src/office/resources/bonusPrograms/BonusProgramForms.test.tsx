import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataProvider } from 'react-admin';
import type { BonusProgramRecord } from '../../../shared/api/office/bonuses';
import { OfficeTestContext } from '../../testing/OfficeTestContext';
import { BonusProgramCreate, BonusProgramEdit } from './BonusProgramForms';

const timeWindow: BonusProgramRecord = {
  id: 7,
  kind: 'time_window',
  name: '돌발 5%',
  enabled: true,
  pays: 'cash',
  cap: 100_000,
  minDeposit: 30_000,
  weights: { slot: 10_000, casino: 1_000 },
  rolloverBp: 25_000,
  expiryHours: 48,
  exclusive: true,
  windowDays: [6],
  windowFromMin: 1_320,
  windowToMin: 120,
  levels: [{ level: 1, rateBp: 500, fixedAmount: 0 }],
  granted: 3,
  active: 1,
  createdAt: '2026-11-20T01:00:00.000Z',
  updatedAt: '2026-11-20T01:00:00.000Z',
};

describe('the bonus program editor', () => {
  it('creates a program from what people type: a multiple, percents, per-level rows; basis points are sent', async () => {
    const create = vi.fn(async (_resource: string, params: { data: Record<string, unknown> }) => ({
      data: { id: 9, ...params.data },
    })) as unknown as DataProvider['create'];
    render(
      <OfficeTestContext dataProvider={{ create }} resource="admin/bonusPrograms">
        <BonusProgramCreate />
      </OfficeTestContext>,
    );
    await userEvent.type(await screen.findByRole('textbox', { name: /^Name/ }), '첫충 10%');
    const rollover = screen.getByRole('spinbutton', { name: 'Rollover' });
    expect(rollover).toHaveValue(3);
    await userEvent.clear(rollover);
    await userEvent.type(rollover, '5');
    const casino = screen.getByRole('spinbutton', { name: 'Casino' });
    await userEvent.type(casino, '10');
    // A first-deposit program asks for a minimum deposit; a time window's hours are not asked.
    expect(screen.getByRole('spinbutton', { name: 'Minimum deposit' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^From/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(create).toHaveBeenCalled());
    const sent = (create as unknown as { mock: { calls: [string, { data: Record<string, unknown> }][] } }).mock
      .calls[0]![1].data;
    expect(sent).toMatchObject({
      kind: 'first_deposit',
      name: '첫충 10%',
      rolloverBp: 50_000,
      weights: { slot: 10_000, casino: 1_000 },
      levels: [{ level: 1, rateBp: 1_000, fixedAmount: 0 }],
      windowFromMin: null,
    });
    // Only the terms travel, never a record's counts.
    expect(sent).not.toHaveProperty('granted');
  });

  it('edits a time window with its days and hours in site time, the kind fixed', async () => {
    const getOne = vi.fn(async () => ({ data: timeWindow })) as unknown as DataProvider['getOne'];
    render(
      <OfficeTestContext dataProvider={{ getOne }} resource="admin/bonusPrograms">
        <BonusProgramEdit id={7} />
      </OfficeTestContext>,
    );
    expect(await screen.findByLabelText(/^From/)).toHaveValue('22:00');
    expect(screen.getByRole('combobox', { name: /^Kind/ })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByLabelText(/^Until/)).toHaveValue('02:00');
    expect(screen.getByRole('checkbox', { name: 'Sat' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Mon' })).not.toBeChecked();
    expect(screen.getByRole('spinbutton', { name: 'Rollover' })).toHaveValue(2.5);
    expect(screen.getByRole('spinbutton', { name: 'Slot' })).toHaveValue(100);
    // Its one level row: level 1 at 5% of the deposit.
    expect(screen.getByRole('spinbutton', { name: 'Level' })).toHaveValue(1);
    expect(screen.getByRole('spinbutton', { name: 'Rate' })).toHaveValue(5);
    expect(screen.getByRole('spinbutton', { name: 'Fixed amount' })).toHaveValue(0);
  });
});
