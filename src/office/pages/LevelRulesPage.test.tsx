import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LevelRulesPreview, LevelRulesRecord } from '../../shared/api/office/memberLevels';
import { OfficeTestContext } from '../testing/OfficeTestContext';
import { LevelRulesPage } from './LevelRulesPage';

const record: LevelRulesRecord = {
  program: { enabled: false, windowDays: 30, graceDays: 14 },
  rules: [1, 2, 3].map((level) => ({
    level,
    name: `LV${level}`,
    members: level === 1 ? 3 : 0,
    ruled: level === 1,
    turnoverMin: 0,
    depositsMin: 0,
    activeDaysMin: 0,
  })),
  lastReview: null,
};
const preview: LevelRulesPreview = {
  day: '2026-12-01',
  counts: { upgrade: 1, grace: 0, downgrade: 0, kept: 0 },
  rows: [
    {
      memberId: 7,
      memId: 'member01',
      level: 1,
      to: 2,
      verdict: 'upgrade',
      due: null,
      figures: { turnover: 1_250_000, deposits: 600_000, activeDays: 5 },
    },
  ],
};

describe('LevelRulesPage', () => {
  it('previews the rules on screen before saving them, then saves the whole ladder', async () => {
    const call = vi.fn(async (entry: { path: string }, body: { data?: LevelRulesRecord }) =>
      entry.path.endsWith('/preview') ? preview : entry.path.endsWith('/update') ? { ...record, ...body.data } : record,
    );
    render(
      <OfficeTestContext dataProvider={{ call }}>
        <LevelRulesPage />
      </OfficeTestContext>,
    );
    const level2 = await screen.findByTestId('level-rule-2');
    expect(within(level2).getByText('Level 2 · LV2')).toBeInTheDocument();
    expect(screen.getByText('No review yet.')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Automatic levels on'));
    await userEvent.click(within(level2).getByLabelText('By rules'));
    const turnover = within(level2).getByLabelText('Min. turnover');
    await userEvent.clear(turnover);
    await userEvent.type(turnover, '1000000');

    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const shown = await screen.findByTestId('level-preview');
    expect(within(shown).getByText('Preview for 2026-12-01')).toBeInTheDocument();
    expect(within(shown).getByTestId('level-preview-upgrade')).toHaveTextContent('Upgrade: 1');
    expect(within(shown).getByText('member01')).toBeInTheDocument();
    expect(within(shown).getByText('1 → 2')).toBeInTheDocument();
    const previewed = call.mock.calls.find(([entry]) => entry.path.endsWith('/preview'))![1].data!;
    expect(previewed.program.enabled).toBe(true);
    expect(previewed.rules[1]).toEqual({
      level: 2,
      ruled: true,
      turnoverMin: 1_000_000,
      depositsMin: 0,
      activeDaysMin: 0,
    });
    // Nothing saved by a preview.
    expect(call.mock.calls.some(([entry]) => entry.path.endsWith('/update'))).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(call.mock.calls.some(([entry]) => entry.path.endsWith('/update'))).toBe(true));
    const saved = call.mock.calls.find(([entry]) => entry.path.endsWith('/update'))![1].data!;
    expect(saved).toEqual({ program: { enabled: true, windowDays: 30, graceDays: 14 }, rules: previewed.rules });
  }, 120_000);

  it('says so when no member would move', async () => {
    const call = vi.fn(async (entry: { path: string }) =>
      entry.path.endsWith('/preview')
        ? { ...preview, counts: { upgrade: 0, grace: 0, downgrade: 0, kept: 0 }, rows: [] }
        : record,
    );
    render(
      <OfficeTestContext dataProvider={{ call }}>
        <LevelRulesPage />
      </OfficeTestContext>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('No member would change level under these rules.')).toBeInTheDocument();
  }, 60_000);
});
