import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import type { OfficeDataProvider } from '../../dataProvider/officeDataProvider';
import { ApiError } from '../../dataProvider/apiClient';
import { GatePassword } from '../../shared/api/office/index';
import { API } from '../../shared/endpoints';
import { QueryState } from '../common/QueryState';
import { officeCallKey, useOfficeCall } from '../common/useOfficeCall';
import { markGatePassed } from '../../authProvider/gateSession';
import { PasswordField } from './PasswordField';
import { partnerGate } from '../../shared/endpoints/office';

/** §6 partner gate password: set it once, then change it with the old one. */
export function GatePage() {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<OfficeDataProvider>();
  const me = useOfficeCall(API.partnerMe.get);
  const [oldPassword, setOldPassword] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const isSet = !!me.data?.gateSet;
  const valid = GatePassword.safeParse(password).success && password === confirm && (!isSet || oldPassword !== '');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      if (isSet) await dataProvider.call(partnerGate.change, { oldPassword, newPassword: password });
      else await dataProvider.call(partnerGate.set, { password });
      markGatePassed();
      notify(isSet ? 'office.gate.changeDone' : 'office.gate.setDone', { type: 'success' });
      setOldPassword('');
      setPassword('');
      setConfirm('');
      await queryClient.invalidateQueries({ queryKey: officeCallKey(API.partnerMe.get) });
    } catch (error) {
      const code = error instanceof ApiError ? error.code : 'E001';
      setFailure(code === 'U003' ? 'office.gate.changeFailed' : `api.${code}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <Title title={translate('office.menu.gate')} />
      <QueryState isPending={me.isPending} error={me.error}>
        <Card sx={{ maxWidth: 420 }}>
          <CardContent component="form" onSubmit={submit}>
            <Stack spacing={2}>
              <Typography variant="h6">
                {translate(isSet ? 'office.gate.changeTitle' : 'office.gate.setTitle')}
              </Typography>
              {failure && <Alert severity="error">{translate(failure)}</Alert>}
              {isSet && <PasswordField label="office.gate.oldPassword" value={oldPassword} onChange={setOldPassword} />}
              <PasswordField label="office.gate.newPassword" value={password} onChange={setPassword} checkRule />
              <PasswordField label="office.gate.confirmPassword" value={confirm} onChange={setConfirm} />
              {confirm !== '' && confirm !== password && (
                <Alert severity="warning">{translate('office.gate.mismatch')}</Alert>
              )}
              <Button type="submit" variant="contained" disabled={busy || !valid}>
                {translate('ra.action.save')}
              </Button>
            </Stack>
          </CardContent>
        </Card>
      </QueryState>
    </Box>
  );
}
