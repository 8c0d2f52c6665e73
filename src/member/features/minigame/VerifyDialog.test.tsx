import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { RoundView } from '../../../shared/api/minigame';
import { drawRound, seedHash } from '../../../shared/minigame/draw';
import { GameKind } from '../../../shared/minigame/games';
import { winningPicks } from '../../../shared/minigame/settle';
import { fakeApi, renderPage } from '../../ui/testKit';
import { VerifyDialog } from './VerifyDialog';

const SEED = '0f'.repeat(32);
const roundKey = 'pwball-20261121-0001';
const result = drawRound(GameKind.Powerball, SEED, roundKey);
const round: RoundView = {
  gameKey: 'pwball',
  kind: GameKind.Powerball,
  roundKey,
  roundNo: 1,
  opensAt: '',
  closesAt: '',
  drawsAt: '',
  status: 'SETTLED',
  seedHash: seedHash(SEED),
  seed: SEED,
  result,
  winners: winningPicks(result),
};

describe('verify dialog (provably fair, in the browser)', () => {
  it('recomputes a published round from its seed and confirms it', async () => {
    await renderPage(<VerifyDialog round={round} onClose={() => undefined} />, { api: fakeApi({}).api });
    expect(screen.getByTestId('verify-verdict')).toHaveTextContent('검증 완료');
  });

  it('confirms a ladder round whose published result lists its fields in another order (as JSONB does)', async () => {
    const ladderKey = 'powerladder-20261121-0001';
    const drawn = drawRound(GameKind.Ladder, SEED, ladderKey);
    const published = Object.fromEntries(Object.entries(drawn).reverse()) as typeof drawn;
    expect(JSON.stringify(published)).not.toBe(JSON.stringify(drawn));
    const ladder: RoundView = {
      ...round,
      gameKey: 'powerladder',
      kind: GameKind.Ladder,
      roundKey: ladderKey,
      result: published,
    };
    await renderPage(<VerifyDialog round={ladder} onClose={() => undefined} />, { api: fakeApi({}).api });
    expect(screen.getByTestId('verify-verdict')).toHaveTextContent('검증 완료');
  });

  it('flags a result that the seed does not give, and a seed that does not match the hash', async () => {
    const tampered = {
      ...round,
      result: { ...result, power: ((result.kind === 'powerball' ? result.power : 0) + 1) % 10 },
    } as RoundView;
    await renderPage(<VerifyDialog round={tampered} onClose={() => undefined} />, { api: fakeApi({}).api });
    expect(screen.getByTestId('verify-verdict')).toHaveTextContent('검증 실패');
    fireEvent.change(screen.getByTestId('verify-seed'), { target: { value: '1f'.repeat(32) } });
    expect(screen.getByText(/시드 해시 확인: 불일치/)).toBeInTheDocument();
  });
});
