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
  perks: { compBp: { casino: 120, slot: 400, sports: 100, minigame: 50 }, paybackBp: 500 },
  nextPerks: { compBp: { casino: 150, slot: 450, sports: 125, minigame: 75 }, paybackBp: 750, levelUpReward: 50_000 },
  ...over,
});
/** The perks as a site without payback or level-up programs answers them: comp alone. */
const compOnly = {
  perks: { compBp: { casino: 120, slot: 400, sports: 100, minigame: 50 }, paybackBp: null },
  nextPerks: { compBp: { casino: 150, slot: 450, sports: 125, minigame: 75 }, paybackBp: null, levelUpReward: null },
};
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

  it("shows what the member's level and the next give: comp per game group, the payback, the level-up reward", async () => {
    await show(progress());
    const own = await screen.findByTestId('level-perks');
    expect(own).toHaveTextContent('LV2 혜택');
    expect(within(own).getByText('콤프 카지노 1.2% · 슬롯 4% · 스포츠 1% · 미니게임 0.5%')).toBeInTheDocument();
    expect(within(own).getByText('주간 페이백 5%')).toBeInTheDocument();
    // The reward is for reaching a level: the level the member stands on shows none.
    expect(within(own).queryByText(/승급 보너스/)).toBeNull();
    const next = screen.getByTestId('level-perks-next');
    expect(next).toHaveTextContent('LV3 혜택');
    expect(within(next).getByText('콤프 카지노 1.5% · 슬롯 4.5% · 스포츠 1.25% · 미니게임 0.75%')).toBeInTheDocument();
    expect(within(next).getByText('주간 페이백 7.5%')).toBeInTheDocument();
    expect(within(next).getByText('승급 보너스 50,000')).toBeInTheDocument();
  });

  it('shows comp alone where the site pays no payback and no level-up reward', async () => {
    await show(progress(compOnly));
    const next = await screen.findByTestId('level-perks-next');
    expect(within(next).getByText(/^콤프 /)).toBeInTheDocument();
    expect(screen.queryByText(/주간 페이백/)).toBeNull();
    expect(screen.queryByText(/승급 보너스/)).toBeNull();
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
    const held = await show(progress({ keep: null, next: null, nextPerks: null }));
    expect(await screen.findByText('회원님의 레벨은 사이트에서 정합니다.')).toBeInTheDocument();
    // Its own level's perks still show; there is no next level to show.
    expect(screen.getByTestId('level-perks')).toHaveTextContent('LV2 혜택');
    expect(screen.queryByTestId('level-perks-next')).toBeNull();
    held.unmount();
    const { container } = await show(progress({ enabled: false, keep: null, next: null }));
    await vi.waitFor(() => expect(container).toBeEmptyDOMElement());
  });
});
