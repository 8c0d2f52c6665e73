import { useTranslation } from 'react-i18next';
import type { RoundView } from '../../../shared/api/minigame';
import { sameDraw, verifyRound } from '../../../shared/minigame/draw';
import { SeedVerifyDialog } from '../../ui';
import { ResultView } from './ResultView';

/**
 * A minigame round verified in the browser: the draw from HMAC-SHA256(seed, round id) (the
 * procedure of src/shared/minigame/draw.ts) against the published result.
 */
export function VerifyDialog({ round, onClose }: { round: RoundView; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <SeedVerifyDialog
      title={t('front.minigame.verifyTitle', { no: round.roundNo })}
      published={{ seed: round.seed ?? '', seedHash: round.seedHash, drawKey: round.roundKey }}
      drawKeyLabel={t('front.minigame.roundKey')}
      recompute={(seed, hash, key) => verifyRound(round.kind, seed, hash, key)}
      isPublished={(result) => sameDraw(round.result, result)}
      renderResult={(result) => <ResultView result={result} />}
      texts={{
        recomputed: t('front.minigame.recomputed'),
        verified: t('front.minigame.verified'),
        notVerified: t('front.minigame.notVerified'),
      }}
      onClose={onClose}
    />
  );
}
