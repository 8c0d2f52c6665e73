import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { LevelProgress } from '../../../shared/api/memberLevel';
import { fakeApi, renderPage } from '../../ui/testKit';
import { LevelProgressCard } from './LevelProgressCard';

const rung = (level: number, turnoverMin: number, depositsMin: number, activeDaysMin: number) => ({
  level,
  name: `LV${level}`,
  turnoverMin,
  depositsMin,
  activeDaysMin,
});
const progress = (over: Partial<LevelProgress> = {}): LevelProgress => ({
  enabled: true,
  level: 2,
  levelName: 'LV2',
  windowDays: 30,
  figures: { turnover: 500_000, deposits: 600_000, activeDays: 3 },
  keep: rung(2, 100_000, 100_000, 2),
  next: rung(3, 1_000_000, 500_000, 5),
  downgradeDue: null,
  ...over,
});
const show = (answer: LevelProgress) =>
  renderPage(<LevelProgressCard />, { api: fakeApi({ '/api/member/level': () => ({ data: answer }) }).api });

describe('LevelProgressCard', () => {
  it('shows each figure of the window against what the next level takes, in Korean', async () => {
    await show(progress());
    expect(await screen.findByText('레벨 진행 현황')).toBeInTheDocument();
    expect(screen.getByText('최근 30일 실적')).toBeInTheDocument();
    expect(screen.getByText('LV3 승급까지')).toBeInTheDocument();
    const turnover = screen.getByTestId('level-metric-turnover');
    expect(within(turnover).getByText('500,000 / 1,000,000')).toBeInTheDocument();
    expect(within(turnover).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    // Deposits already reach the next level's minimum: a full bar.
    expect(within(screen.getByTestId('level-metric-deposits')).getByRole('progressbar')).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    expect(within(screen.getByTestId('level-metric-activeDays')).getByText('3일 / 5일')).toBeInTheDocument();
    expect(screen.queryByTestId('level-downgrade-due')).toBeNull();
  });

  it('warns of a downgrade due with what keeping the level takes', async () => {
    await show(progress({ figures: { turnover: 0, deposits: 0, activeDays: 0 }, downgradeDue: '2026-12-08' }));
    expect(await screen.findByTestId('level-downgrade-due')).toHaveTextContent('2026. 12. 08.까지 LV2 유지 기준');
    expect(screen.getByText('LV2 유지 기준')).toBeInTheDocument();
    expect(screen.getAllByTestId('level-metric-turnover')).toHaveLength(2);
  });

  it('says the top of the ladder, a level the site sets, and shows nothing while the program is off', async () => {
    const top = await show(progress({ level: 3, levelName: 'LV3', keep: rung(3, 1_000_000, 500_000, 5), next: null }));
    expect(await screen.findByText('규칙으로 오를 수 있는 가장 높은 레벨입니다.')).toBeInTheDocument();
    top.unmount();
    const held = await show(progress({ keep: null, next: null }));
    expect(await screen.findByText('회원님의 레벨은 사이트에서 정합니다.')).toBeInTheDocument();
    held.unmount();
    const { container } = await show(progress({ enabled: false, keep: null, next: null }));
    await vi.waitFor(() => expect(container).toBeEmptyDOMElement());
  });
});
