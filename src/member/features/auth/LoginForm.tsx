import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Checkbox, FormControlLabel, Stack, TextField } from '@mui/material';
import { SAVED_ID_KEY, useSession } from '../../session';
import { apiErrorText } from './apiErrorText';
import { developerModeAllowed } from '../../../dataProvider/siteConfig';

// §6 developer mode: loaded only when F2 opens it, in builds that allow it.
const DeveloperSiteDialog = lazy(() => import('./DeveloperSiteDialog'));

/**
 * §2/§5 login: memId, memPass, save-id; Enter submits (it is a form). Empty fields give
 * front.signin.emptyMemId / emptyMemPass; a refused login gives api.<code>.
 */
export function LoginForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const { login } = useSession();
  const savedId = localStorage.getItem(SAVED_ID_KEY) ?? '';
  const [memId, setMemId] = useState(savedId);
  const [memPass, setMemPass] = useState('');
  const [saveId, setSaveId] = useState(savedId !== '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [developer, setDeveloper] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!memId.trim()) return setError(t('front.signin.emptyMemId'));
    if (!memPass) return setError(t('front.signin.emptyMemPass'));
    setBusy(true);
    try {
      await login(memId.trim(), memPass, saveId);
      onDone();
    } catch (e) {
      setError(apiErrorText(t, e));
      setBusy(false);
    }
  };

  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      {error && <Alert severity="error">{error}</Alert>}
      <TextField
        label={t('front.signin.memId')}
        value={memId}
        onChange={(e) => setMemId(e.target.value)}
        onKeyDown={(e) => developerModeAllowed && e.key === 'F2' && setDeveloper(true)}
        autoComplete="username"
        autoFocus={!savedId}
        fullWidth
      />
      <TextField
        label={t('front.signin.memPass')}
        type="password"
        value={memPass}
        onChange={(e) => setMemPass(e.target.value)}
        autoComplete="current-password"
        autoFocus={!!savedId}
        fullWidth
      />
      <FormControlLabel
        control={<Checkbox checked={saveId} onChange={(e) => setSaveId(e.target.checked)} />}
        label={t('front.signin.saveId')}
      />
      <Button type="submit" variant="contained" size="large" disabled={busy}>
        {t('front.signin.submit')}
      </Button>
      {developer && (
        <Suspense fallback={null}>
          <DeveloperSiteDialog onClose={() => setDeveloper(false)} />
        </Suspense>
      )}
    </Stack>
  );
}
