import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import type { OfficeDataProvider } from '../../../dataProvider/officeDataProvider';
import type { SportsFixtureRecord, SportsResultEntry, SportsSettlementPreview } from '../../../shared/api/office/index';
import { API } from '../../../shared/endpoints';
import { useApiErrorNotify } from '../../common/useApiErrorNotify';
import { useOfficeAction } from '../../common/useOfficeAction';
import { useNameOf } from '../../common/sportsText';
import { SettlementPreview } from './SettlementPreview';

export type ResultMode = SportsResultEntry['state'];

const SCORE_FIELDS = ['home', 'away', 'htHome', 'htAway'] as const;
type ScoreTexts = Record<(typeof SCORE_FIELDS)[number], string>;

const CONFIRM: Record<ResultMode, string> = {
  resulted: 'office.sports.confirmResult',
  postponed: 'office.sports.confirmPostpone',
  cancelled: 'office.sports.confirmCancel',
  rollback: 'office.sports.confirmRollback',
};

const whole = (text: string): number | null => (/^\d{1,3}$/.test(text.trim()) ? Number(text) : null);

/** The entry the form holds, or null while a full-time score is missing or a half-time score is half given. */
function entryOf(mode: ResultMode, t: ScoreTexts): SportsResultEntry | null {
  if (mode !== 'resulted') return { state: mode };
  const [home, away, htHome, htAway] = SCORE_FIELDS.map((f) => whole(t[f]));
  const htGiven = t.htHome.trim() !== '' || t.htAway.trim() !== '';
  if (home == null || away == null || (htGiven && (htHome == null || htAway == null))) return null;
  return {
    state: 'resulted',
    score: { home, away, htHome: htGiven ? htHome! : null, htAway: htGiven ? htAway! : null },
  };
}

/**
 * Result entry (or correction), postponement, cancellation or withdrawal of the result in force
 * (rollback) of a fixture: staff first see the
 * settlement preview of exactly what they typed, then confirm; a changed score needs a new preview.
 */
export function ResultDialog({
  fixture,
  mode,
  onClose,
}: {
  fixture: SportsFixtureRecord;
  mode: ResultMode;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const nameOf = useNameOf();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const dataProvider = useDataProvider<OfficeDataProvider>();
  const notifyError = useApiErrorNotify();
  const { run, busy } = useOfficeAction();
  const current = fixture.score;
  const [texts, setTexts] = useState<ScoreTexts>({
    home: current ? String(current.home) : '',
    away: current ? String(current.away) : '',
    htHome: current?.htHome != null ? String(current.htHome) : '',
    htAway: current?.htAway != null ? String(current.htAway) : '',
  });
  const [preview, setPreview] = useState<{ key: string; data: SportsSettlementPreview } | null>(null);
  const [loading, setLoading] = useState(false);
  const entry = entryOf(mode, texts);
  const key = JSON.stringify(entry);
  const shown = preview && preview.key === key ? preview.data : null;
  const correction = fixture.resultVersion > 0;
  const title = translate(
    mode === 'resulted'
      ? correction
        ? 'office.sports.correctResult'
        : 'office.sports.enterResult'
      : mode === 'postponed'
        ? 'office.sports.postpone'
        : mode === 'rollback'
          ? 'office.sports.rollbackResult'
          : 'office.sports.cancelFixture',
  );

  const loadPreview = async () => {
    if (!entry) return;
    setLoading(true);
    try {
      setPreview({
        key,
        data: await dataProvider.call(API.adminSportsFixtures.preview, { id: fixture.id, result: entry }),
      });
    } catch (error) {
      notifyError(error);
    } finally {
      setLoading(false);
    }
  };

  const confirm = async () => {
    if (!entry) return;
    const done = await run((dp) => dp.call(API.adminSportsFixtures.result, { id: fixture.id, result: entry }), {
      message: 'office.sports.resultSaved',
    });
    if (done) onClose();
  };

  const scoreInput = (name: (typeof SCORE_FIELDS)[number], team: string) => (
    <TextField
      key={name}
      label={translate(`office.sports.score.${name}`, { team })}
      value={texts[name]}
      onChange={(e) => setTexts({ ...texts, [name]: e.target.value })}
      error={texts[name].trim() !== '' && whole(texts[name]) === null}
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      required={name === 'home' || name === 'away'}
      size="small"
    />
  );

  const home = nameOf(fixture.home);
  const away = nameOf(fixture.away);
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
      aria-labelledby="sports-result-title"
    >
      <DialogTitle id="sports-result-title">
        {title}: {home} vs {away}
      </DialogTitle>
      <DialogContent>
        {new Date(fixture.startsAt) > new Date() && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {translate('office.sports.notStarted')}
          </Alert>
        )}
        {mode !== 'resulted' && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {translate(mode === 'rollback' ? 'office.sports.rollbackHint' : 'office.sports.voidHint')}
          </Alert>
        )}
        {correction && mode === 'resulted' && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {translate('office.sports.correctionHint')}
          </Alert>
        )}
        {mode === 'resulted' && (
          <Box
            sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' }, mb: 2, pt: 1 }}
          >
            {scoreInput('home', home)}
            {scoreInput('away', away)}
            {scoreInput('htHome', home)}
            {scoreInput('htAway', away)}
          </Box>
        )}
        <Button
          variant="outlined"
          onClick={loadPreview}
          disabled={!entry || loading}
          startIcon={loading ? <CircularProgress size={16} /> : undefined}
          sx={{ mb: 2 }}
        >
          {translate('office.sports.showPreview')}
        </Button>
        {shown && <SettlementPreview preview={shown} fixture={fixture} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button
          variant="contained"
          color={mode === 'resulted' ? 'primary' : 'error'}
          onClick={confirm}
          disabled={!shown || busy}
        >
          {busy ? <CircularProgress size={20} /> : translate(CONFIRM[mode])}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
