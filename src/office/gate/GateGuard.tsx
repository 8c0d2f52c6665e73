import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useDataProvider, useGetIdentity, usePermissions, useTranslate } from 'react-admin';
import type { OfficeDataProvider } from '../../dataProvider/officeDataProvider';
import { ApiError } from '../../dataProvider/apiClient';
import { API } from '../../shared/endpoints';
import type { OfficePermissions } from '../../authProvider/officePermissions';
import { QueryState } from '../common/QueryState';
import { useOfficeCall } from '../common/useOfficeCall';
import { gatePassed, markGatePassed } from '../../authProvider/gateSession';
import { PasswordField } from './PasswordField';
import { partnerGate } from '../../shared/endpoints/office';

/**
 * §6 partner gate: a partner who set a gate password types it once per browser session before
 * any office screen shows. Staff pass straight through.
 */
export function GateGuard({ children }: { children: ReactNode }) {
  const { permissions } = usePermissions<OfficePermissions>();
  const isPartner = permissions?.kind === 'partner';
  const [passed, setPassed] = useState(gatePassed);
  const me = useOfficeCall(API.partnerMe.get, {}, isPartner && !passed);
  if (!isPartner || passed) return <>{children}</>;
  return (
    <QueryState isPending={me.isPending} error={me.error}>
      {me.data?.gateSet ? <GateCheck onPassed={() => setPassed(true)} /> : children}
    </QueryState>
  );
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
