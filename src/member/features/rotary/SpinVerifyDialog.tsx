import { useTranslation } from 'react-i18next';
import type { RouletteSpinView } from '../../../shared/api/roulette';
import { verifySpin } from '../../../shared/promotions/rouletteDraw';
import { SeedVerifyDialog } from '../../ui';
import { prizeText } from './prizeText';

/**
 * A roulette spin verified in the browser: the prize from HMAC-SHA256(seed, spin key) over the
 * spin's prize table (src/shared/promotions/rouletteDraw.ts) against the prize the server paid.
 */
export function SpinVerifyDialog({ spin, onClose }: { spin: RouletteSpinView; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <SeedVerifyDialog
      title={t('front.rotary.verifyTitle', { key: spin.spinKey })}
      published={{ seed: spin.seed, seedHash: spin.seedHash, drawKey: spin.spinKey }}
      drawKeyLabel={t('front.rotary.spinKey')}
      recompute={(seed, hash, key) => {
        const check = verifySpin(seed, hash, key, spin.prizes);
        return { hashMatches: check.hashMatches, result: check.slot };
      }}
      isPublished={(slot) => slot === spin.prizeIndex}
      renderResult={(slot) => prizeText(t, spin.prizes[slot]!)}
      texts={{
        recomputed: t('front.rotary.recomputed'),
        verified: t('front.rotary.verified'),
        notVerified: t('front.rotary.notVerified'),
      }}
      onClose={onClose}
    />
  );
}
