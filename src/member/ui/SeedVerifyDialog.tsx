import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { SEED_HEX_PATTERN } from '../../shared/minigame/draw';

/** What a provably fair draw recomputes to in the browser: the seed-hash check and the outcome. */
interface Recomputed<R> {
  hashMatches: boolean;
  result: R;
}

export interface SeedVerifyDialogProps<R> {
  title: string;
  /** The published seed, the hash committed before the draw, and the draw's key (round or spin). */
  published: { seed: string; seedHash: string; drawKey: string };
  drawKeyLabel: string;
  recompute(seed: string, seedHash: string, drawKey: string): Recomputed<R>;
  /** Whether the recomputed outcome is the one the server published. */
  isPublished(result: R): boolean;
  renderResult(result: R): ReactNode;
  texts: { recomputed: string; verified: string; notVerified: string };
  onClose(): void;
}

/**
 * DESIGN provably fair: one browser-side verifier for every seeded draw (minigame rounds, roulette
 * spins). The member may edit each input; the seed's SHA-256 is checked against the committed hash,
 * the outcome recomputed by the draw's own shared procedure and compared with the published one.
 */
export function SeedVerifyDialog<R>({
  title,
  published,
  drawKeyLabel,
  recompute,
  isPublished,
  renderResult,
  texts,
  onClose,
}: SeedVerifyDialogProps<R>) {
  const { t } = useTranslation();
  const [seed, setSeed] = useState(published.seed);
  const [hash, setHash] = useState(published.seedHash);
  const [drawKey, setDrawKey] = useState(published.drawKey);
  const clean = seed.trim().toLowerCase();
  const valid = SEED_HEX_PATTERN.test(clean);
  const check = valid ? recompute(clean, hash.trim(), drawKey.trim()) : null;
  const matches = !!check && check.hashMatches && isPublished(check.result);

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField
            label={t('front.minigame.seed')}
            value={seed}
            onChange={(e) => setSeed(e.target.value)}
            size="small"
            slotProps={{ htmlInput: { 'data-testid': 'verify-seed' } }}
          />
          <TextField
            label={t('front.minigame.seedHash')}
            value={hash}
            onChange={(e) => setHash(e.target.value)}
            size="small"
          />
          <TextField label={drawKeyLabel} value={drawKey} onChange={(e) => setDrawKey(e.target.value)} size="small" />
          {!valid && <Alert severity="warning">{t('front.minigame.seedInvalid')}</Alert>}
          {check && (
            <>
              <Typography variant="body2">
                {t('front.minigame.hashCheck')}:{' '}
                {check.hashMatches ? t('front.minigame.match') : t('front.minigame.mismatch')}
              </Typography>
              <Typography variant="body2" component="div" data-testid="verify-recomputed">
                {texts.recomputed}: {renderResult(check.result)}
              </Typography>
              <Alert severity={matches ? 'success' : 'error'} data-testid="verify-verdict">
                {matches ? texts.verified : texts.notVerified}
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
