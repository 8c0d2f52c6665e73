import { useRecordContext, useTranslate } from 'react-admin';
import type { LevelMoveRecord } from '../../../shared/api/office/memberLevels';
import { useOfficeFormat } from '../../common/format';

/** The figures a rule move was made on, in words; a move by hand has none. */
export function LevelFiguresField(_props: { label?: string }) {
  const record = useRecordContext<LevelMoveRecord>();
  const translate = useTranslate();
  const { money } = useOfficeFormat();
  if (!record) return null;
  if (!record.figures) return <>-</>;
  const { turnover, deposits, activeDays } = record.figures;
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {translate('office.levelRules.figures', {
        turnover: money(turnover),
        deposits: money(deposits),
        days: activeDays,
      })}
    </span>
  );
}
