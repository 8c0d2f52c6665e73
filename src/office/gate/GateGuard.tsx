import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useDataProvider, useGetIdentity, usePermissions, useTranslate } from 'react-admin';
import type { OfficeDataProvider } from '../../dataProvider/officeDataProvider';
import { ApiError } from '../../dataProvider/apiClient';
import type { OfficePermissions } from '../../authProvider/officePermissions';
import { gatePassed, markGatePassed } from '../../authProvider/gateSession';
import { PasswordField } from './PasswordField';
import { partnerGate } from '../../shared/endpoints/office';

/**
 * §6 partner gate: a partner who set a gate password types it once per office session before any
 * office screen shows (the server refuses every other office call of that session with G014 until
 * then). The login says whether it is due; staff pass straight through.
 */
export function GateGuard({ children }: { children: ReactNode }) {
  const { permissions } = usePermissions<OfficePermissions>();
  const [, setPassed] = useState(false);
  // read on every render: a G014 elsewhere clears it and sends the office back here
  if (permissions?.kind !== 'partner' || gatePassed()) return <>{children}</>;
  return <GateCheck onPassed={() => setPassed(true)} />;
}

function GateCheck({ onPassed }: { onPassed: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<OfficeDataProvider>();
  const { identity } = useGetIdentity();
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      await dataProvider.call(partnerGate.check, { password });
      markGatePassed();
      onPassed();
    } catch (error) {
      const code = error instanceof ApiError ? error.code : 'E001';
      setFailure(code === 'U003' ? 'office.gate.checkFailed' : `api.${code}`);
      setPassword('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 6, px: 1 }}>
      <Card sx={{ width: '100%', maxWidth: 380 }}>
        <CardContent component="form" onSubmit={submit}>
          <Stack spacing={2}>
            <Typography variant="h6">{translate('office.gate.checkTitle')}</Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('office.gate.checkHint', { name: identity?.fullName ?? '' })}
            </Typography>
            {failure && <Alert severity="error">{translate(failure)}</Alert>}
            <PasswordField label="office.gate.password" value={password} onChange={setPassword} />
            <Button type="submit" variant="contained" disabled={busy || !password}>
              {translate('office.gate.enter')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}
