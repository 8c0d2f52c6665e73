import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { GatePassword } from '../../shared/api/office/index';

/** A gate password box; a new password shows the §6 rule while it does not match. */
export function PasswordField({
  label,
  value,
  onChange,
  checkRule,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  checkRule?: boolean;
}) {
  const translate = useTranslate();
  const broken = !!checkRule && value !== '' && !GatePassword.safeParse(value).success;
  return (
    <TextField
      type="password"
      label={translate(label)}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={broken}
      helperText={checkRule ? translate('office.gate.rule') : undefined}
      autoComplete="off"
      required
      fullWidth
    />
  );
}
