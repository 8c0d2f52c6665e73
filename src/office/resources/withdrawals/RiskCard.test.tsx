import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CASH_STATUS } from '../../../shared/api/cash';
import type { WithdrawalRiskCard } from '../../../shared/api/withdrawalRisk';
import { OfficeTestContext } from '../../testing/OfficeTestContext';
import { RiskCard } from './RiskCard';

const card: WithdrawalRiskCard = {
  id: 41,
  autoApproveYn: 'Y',
  passed: false,
  since: null,
  checks: [
    { check: 'rolling', passed: true, figures: { remain: 0, required: 50_000 } },
    { check: 'winRatio', passed: false, figures: { won: 40_000, deposits: 10_000, ratioBp: 40_000, limitBp: 20_000 } },
    { check: 'levelLimit', passed: false, figures: { amount: 150_000, limitWon: 0, level: 2 } },
  ],
  judgement: { passed: false, approved: false, failed: ['winRatio', 'levelLimit'], judgedAt: '2026-11-21T03:00:00Z' },
  recent: [
    { day: '2026-11-21', deposits: 10_000, withdrawals: 0, bets: 10_000, wins: 50_000 },
    { day: '2026-11-20', deposits: 0, withdrawals: 0, bets: 0, wins: 0 },
  ],
};

function renderCard(status: number = CASH_STATUS.apply, answer: WithdrawalRiskCard = card) {
  const call = vi.fn(async () => answer);
  render(
    <OfficeTestContext dataProvider={{ call }} resource="admin/withdrawals">
      <RiskCard id={41} status={status} />
    </OfficeTestContext>,
  );
  return call;
}

describe('RiskCard', () => {
  it("lists each check's result in words with its figures, the rules' decision and the recent money", async () => {
    renderCard();
    const checks = await screen.findByTestId('risk-checks');
    expect(within(checks).getByText('Rolling done')).toBeInTheDocument();
    expect(within(checks).getByText('Nothing left to bet (50,000 required)')).toBeInTheDocument();
    expect(
      within(checks).getByText('Net win 40,000 on deposits of 10,000 (400.00%) is over the limit of 200.00%'),
    ).toBeInTheDocument();
    expect(within(checks).getByText('Level 2 has no automatic limit')).toBeInTheDocument();
    expect(screen.getByTestId('risk-decision')).toHaveTextContent(
      /Held for staff on .*: Win-to-deposit over the limit, Over the level's automatic limit · automatic approval is on/,
    );
    const recent = screen.getByTestId('risk-recent');
    expect(within(recent).getByText('2026-11-21')).toBeInTheDocument();
    expect(within(recent).getAllByText('50,000')).toHaveLength(1);
    expect(screen.queryByText(/office\.withdrawalRisk/)).toBeNull();
  });

  it('runs the rules again on an open request only', async () => {
    const call = renderCard();
    await userEvent.click(await screen.findByRole('button', { name: 'Run the rules again' }));
    await vi.waitFor(() =>
      expect(call).toHaveBeenCalledWith(expect.objectContaining({ path: '/api/admin/withdrawals/judge' }), { id: 41 }),
    );
  });

  it('says so when no check is on, offers no run on a decided request, and says when no money moved', async () => {
    renderCard(CASH_STATUS.done, {
      ...card,
      checks: [],
      judgement: null,
      recent: [{ day: '2026-11-21', deposits: 0, withdrawals: 0, bets: 0, wins: 0 }],
    });
    expect(await screen.findByText('No check is on: the rules approve nothing by themselves.')).toBeInTheDocument();
    expect(screen.getByText('No money moved in these days.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Run the rules again' })).toBeNull();
  });
});
