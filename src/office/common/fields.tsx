import { Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { useOfficeFormat } from './format';

interface FieldProps {
  source: string;
  label?: string;
  sortable?: boolean;
  sortBy?: string;
}

/** What an empty field shows, as react-admin's own fields do with emptyText="-". */
const EMPTY = '-';

const useValue = <T,>(source: string): T | undefined => {
  const record = useRecordContext<Record<string, unknown>>();
  return record?.[source] as T | undefined;
};

/** Whole won, grouped per language; negative amounts in red. */
export function MoneyField({ source }: FieldProps) {
  const value = useValue<number>(source);
  const { money } = useOfficeFormat();
  return <span style={{ color: value != null && value < 0 ? '#d32f2f' : undefined, whiteSpace: 'nowrap' }}>{money(value)}</span>;
}

export function DateTimeField({ source }: FieldProps) {
  const value = useValue<string>(source);
  const { dateTime } = useOfficeFormat();
  return <span style={{ whiteSpace: 'nowrap' }}>{value ? dateTime(value) : EMPTY}</span>;
}

/** A value from a closed set shown through `office.<group>.<value>`, as a small chip. */
export function EnumField({ source, group, colors = {} }: FieldProps & { group: string; colors?: Record<string, 'default' | 'success' | 'warning' | 'error' | 'info'> }) {
  const value = useValue<string | number>(source);
  const translate = useTranslate();
  if (value == null) return <>{EMPTY}</>;
  return <Chip size="small" label={translate(`office.${group}.${value}`, { _: String(value) })} color={colors[String(value)] ?? 'default'} />;
}
