import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { RouletteInfo, RoulettePrize, RouletteSpinView } from '../../../shared/api/roulette';
import { seedHash } from '../../../shared/minigame/draw';
import { drawSlot } from '../../../shared/promotions/rouletteDraw';
import { fakeApi, renderPage } from '../../ui/testKit';
import { RotaryPage } from './RotaryPage';

const prizes: RoulettePrize[] = [
  { id: 1, label: '', reward: 'point', amount: 1_000, weight: 50 },
  { id: 2, label: '', reward: 'none', amount: 0, weight: 30 },
  { id: 3, label: '', reward: 'cash', amount: 5_000, weight: 20 },
];
const seed = 'ab'.repeat(32);
/** A spin as the server draws it: the shared procedure over the seed, key and table. */
const spin: RouletteSpinView = {
  spinId: 1,
  spinKey: 'roulette-5-1',
  seed,
  seedHash: seedHash(seed),
  prizes,
  prizeIndex: drawSlot(seed, 'roulette-5-1', prizes),
  reward: 'point',
  amount: 0,
  createdAt: '2026-11-21T03:00:00.000Z',
};
spin.reward = prizes[spin.prizeIndex]!.reward;
spin.amount = prizes[spin.prizeIndex]!.amount;
const info = (spinsLeft: number, history: RouletteSpinView[]): RouletteInfo => ({
  open: true,
  prizes,
  spinsLeft,
  nextSeedHash: seedHash(seed),
  nextSpinKey: 'roulette-5-1',
  rules: { depositMin: 100_000, attendanceEvery: 7 },
  history,
});

describe('roulette page (§2 /member/rotary)', () => {
  it('spins: the server draws, the wheel turns to the drawn slot, the prize is told; the browser verifier agrees', async () => {
    let spun = false;
    const { api, calls } = fakeApi({
      '/api/event/roulette/info': () => ({ data: spun ? info(0, [spin]) : info(1, []) }),
      '/api/event/roulette/spin': () => (
        (spun = true),
        {
          data: {
            spin,
            spinsLeft: 0,
            nextSeedHash: 'c'.repeat(64),
            nextSpinKey: 'roulette-5-2',
            cashAmt: 0,
            pointAmt: 0,
          },
        }
      ),
    });
    await renderPage(<RotaryPage />, { api });
    expect(await screen.findByText('남은 횟수: 1회')).toBeInTheDocument();
    expect(screen.getByTestId('roulette-commitment')).toHaveTextContent(seedHash(seed));
    expect(screen.getByText('1,000 P')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('roulette-spin'));
    expect(await screen.findByTestId('roulette-result')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/event/roulette/spin')!.headers['idempotency-key']).toBeTruthy();
    expect(Number(screen.getByTestId('roulette-wheel').getAttribute('data-angle'))).toBeGreaterThan(1_800);
    fireEvent.click(await screen.findByTestId('spin-verify-1'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('verify-verdict')).toHaveTextContent('검증 완료');
    fireEvent.change(within(dialog).getByTestId('verify-seed'), { target: { value: 'cd'.repeat(32) } });
    expect(within(dialog).getByTestId('verify-verdict')).toHaveTextContent('검증 실패');
  }, 20_000);

  it('says how spins are earned and refuses in words', async () => {
    const { api } = fakeApi({ '/api/event/roulette/info': () => ({ data: { ...info(0, []), open: false } }) });
    await renderPage(<RotaryPage />, { api });
    expect(await screen.findByText('지금은 룰렛 이벤트가 없습니다.')).toBeInTheDocument();
    expect(screen.getByText('100,000 이상 입금: 1회')).toBeInTheDocument();
    expect(screen.getByTestId('roulette-spin')).toBeDisabled();
  });
});
