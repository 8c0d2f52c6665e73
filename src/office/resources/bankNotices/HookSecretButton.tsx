import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import KeyIcon from '@mui/icons-material/Key';
import { usePermissions, useTranslate } from 'react-admin';
import type { OfficePermissions } from '../../../authProvider/officePermissions';
import { API } from '../../../shared/endpoints';
import { canAccess } from '../../access/canAccess';
import { useOfficeAction } from '../../common/useOfficeAction';

/**
 * A new signing secret for the bank webhook (docs/domains/cash.md#the-bank-webhook), for staff of
 * the site area: the address and the secret are shown once, to give to the bank.
 */
export function HookSecretButton() {
  const translate = useTranslate();
  const { permissions } = usePermissions<OfficePermissions>();
  const { run, busy } = useOfficeAction();
  const [step, setStep] = useState<'closed' | 'confirm' | { path: string; secret: string }>('closed');
  if (!canAccess(permissions, API.adminBankNotices.secret)) return null;
  const make = async () => {
    const made = await run((dp) => dp.call(API.adminBankNotices.secret, {}), { message: 'office.actions.done' });
    if (made) setStep(made);
  };
  const address = typeof step === 'object' ? `${window.location.origin}${step.path}` : '';
  return (
    <>
      <Button size="small" startIcon={<KeyIcon />} onClick={() => setStep('confirm')}>
        {translate('office.bankNotices.secret')}
      </Button>
      <Dialog open={step !== 'closed'} onClose={() => setStep('closed')} fullWidth maxWidth="sm">
        <DialogTitle>{translate('office.bankNotices.secret')}</DialogTitle>
        <DialogContent>
          {typeof step === 'object' ? (
            <>
              <Alert severity="warning" sx={{ mb: 2 }}>
                {translate('office.bankNotices.secretShown')}
              </Alert>
              <TextField label={translate('office.bankNotices.address')} value={address} fullWidth sx={{ mb: 2 }} />
              <TextField label={translate('office.bankNotices.secret')} value={step.secret} fullWidth />
            </>
          ) : (
            translate('office.bankNotices.secretConfirm')
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setStep('closed')}>{translate('ra.action.close')}</Button>
          {step === 'confirm' && (
            <Button variant="contained" color="warning" onClick={make} disabled={busy}>
              {translate('office.bankNotices.secret')}
            </Button>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
}
