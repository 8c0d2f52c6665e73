import { Chip } from '@mui/material';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { ledgerKindName, ledgerMemo } from '../../shared/labels/ledger';
import { gameTypeName, slipGameName, slipRoundName, type SlipRef } from '../../shared/labels/games';
import { inquiryTypeName } from '../../shared/labels/inquiries';
import type { Language } from '../../shared/locales';
import { useOfficeFormat } from './format';

interface FieldProps {
  source: string;
  label?: string;
  sortable?: boolean;
  sortBy?: string;
  /** Read by the Datagrid for the column's cells and header (amounts line up on the right). */
  textAlign?: 'left' | 'right';
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
  return (
    <span style={{ color: value != null && value < 0 ? '#d32f2f' : undefined, whiteSpace: 'nowrap' }}>
      {money(value)}
    </span>
  );
}

export function DateTimeField({ source }: FieldProps) {
  const value = useValue<string>(source);
  const { dateTime } = useOfficeFormat();
  return <span style={{ whiteSpace: 'nowrap' }}>{value ? dateTime(value) : EMPTY}</span>;
}

/** A value from a closed set shown through `office.<group>.<value>`, as a small chip. */
export function EnumField({
  source,
  group,
  colors = {},
}: FieldProps & { group: string; colors?: Record<string, 'default' | 'success' | 'warning' | 'error' | 'info'> }) {
  const value = useValue<string | number>(source);
  const translate = useTranslate();
  if (value == null) return <>{EMPTY}</>;
  return (
    <Chip
      size="small"
      label={translate(`office.${group}.${value}`, { _: String(value) })}
      color={colors[String(value)] ?? 'default'}
    />
  );
}

/** Basis points as a percentage (150 → 1.50%). */
export function RateField({ source }: FieldProps) {
  const value = useValue<number>(source);
  const { bp } = useOfficeFormat();
  return <span style={{ whiteSpace: 'nowrap' }}>{value == null ? EMPTY : bp(value)}</span>;
}

/** A ledger transaction kind (`point.exchange`) in words. */
export function LedgerKindField({ source }: FieldProps) {
  const value = useValue<string>(source);
  const translate = useTranslate();
  return <>{value ? ledgerKindName(translate, value) : EMPTY}</>;
}

/** A ledger memo: what the system wrote itself in words, a person's note as typed. */
export function LedgerMemoField({ source }: FieldProps) {
  const value = useValue<string>(source);
  const translate = useTranslate();
  return <>{value ? ledgerMemo(translate, value) : EMPTY}</>;
}

/** A §3 Y/N flag in words (Yes / No). */
export function YesNoField({ source }: FieldProps) {
  const value = useValue<string>(source);
  const translate = useTranslate();
  return <>{value === 'Y' ? translate('ra.boolean.true') : value === 'N' ? translate('ra.boolean.false') : EMPTY}</>;
}

/** A vendor game's type (slot, live, baccarat …) in words. */
export function GameTypeField({ source }: FieldProps) {
  const value = useValue<string>(source);
  const translate = useTranslate();
  return <>{value ? gameTypeName(translate, value) : EMPTY}</>;
}

/** A member's inquiry type (bankaccount, deposit …) in words. */
export function InquiryTypeField({ source }: FieldProps) {
  const value = useValue<string>(source);
  const translate = useTranslate();
  return <>{value ? inquiryTypeName(translate, value) : EMPTY}</>;
}

/** A slip's game (a bet record: gameGroup, gameCode, gameName, legs) as the bets grid names it. */
export function SlipGameField(_props: FieldProps) {
  const record = useRecordContext<SlipRef>();
  const translate = useTranslate();
  return <>{record ? slipGameName(translate, record) || EMPTY : EMPTY}</>;
}

/** A slip's round or match as the bets grid names it (a minigame round by day and number). */
export function SlipRoundField(_props: FieldProps) {
  const record = useRecordContext<SlipRef>();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return <>{record ? slipRoundName(translate, record, locale as Language) || EMPTY : EMPTY}</>;
}
