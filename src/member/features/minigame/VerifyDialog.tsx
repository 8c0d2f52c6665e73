import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField, Typography } from '@mui/material';
import type { RoundView } from '../../../shared/api/minigame';
import { SEED_HEX_PATTERN, verifyRound, type DrawResult } from '../../../shared/minigame/draw';
import { ResultView } from './ResultView';

const sameResult = (a: DrawResult | null, b: DrawResult) => JSON.stringify(a) === JSON.stringify(b);

/**
 * DESIGN provably fair: recomputes a round in this browser from its revealed seed — the seed's
 * SHA-256 against the hash published before the round, then the draw from HMAC-SHA256(seed,
 * round id) (the procedure of src/shared/minigame/draw.ts) against the published result.
 */
export function VerifyDialog({ round, onClose }: { round: RoundView; onClose(): void }) {
  const { t } = useTranslation();
  const [seed, setSeed] = useState(round.seed ?? '');
  const [hash, setHash] = useState(round.seedHash);
  const [roundKey, setRoundKey] = useState(round.roundKey);
  const valid = SEED_HEX_PATTERN.test(seed.trim().toLowerCase());
  const check = valid ? verifyRound(round.kind, seed.trim().toLowerCase(), hash.trim(), roundKey.trim()) : null;
  const matches = check ? check.hashMatches && sameResult(round.result, check.result) : false;

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t('front.minigame.verifyTitle', { no: round.roundNo })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField label={t('front.minigame.seed')} value={seed} onChange={(e) => setSeed(e.target.value)} size="small" slotProps={{ htmlInput: { 'data-testid': 'verify-seed' } }} />
          <TextField label={t('front.minigame.seedHash')} value={hash} onChange={(e) => setHash(e.target.value)} size="small" />
          <TextField label={t('front.minigame.roundKey')} value={roundKey} onChange={(e) => setRoundKey(e.target.value)} size="small" />
          {!valid && <Alert severity="warning">{t('front.minigame.seedInvalid')}</Alert>}
          {check && (
            <>
              <Typography variant="body2">
                {t('front.minigame.hashCheck')}: {check.hashMatches ? t('front.minigame.match') : t('front.minigame.mismatch')}
              </Typography>
              <Typography variant="body2" component="div">
                {t('front.minigame.recomputed')}: <ResultView result={check.result} />
              </Typography>
              <Alert severity={matches ? 'success' : 'error'} data-testid="verify-verdict">
                {matches ? t('front.minigame.verified') : t('front.minigame.notVerified')}
              </Alert>
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('front.common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
