import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { LoginEventRecord } from '../../../shared/api/office/access';
import { ResultCode } from '../../../shared/resultCodes';

/** A sign-in's result in words: signed in, or the refusal the member was shown (wrong password, locked …). */
export function LoginResultField(_props: { label?: string }) {
  const record = useRecordContext<LoginEventRecord>();
  const translate = useTranslate();
  if (!record) return null;
  const ok = record.result === ResultCode.Success;
  return (
    <Chip
      size="small"
      color={ok ? 'success' : 'error'}
      variant={ok ? 'filled' : 'outlined'}
      label={ok ? translate('office.logins.success') : translate(`api.${record.result}`, { _: record.result })}
    />
  );
}
