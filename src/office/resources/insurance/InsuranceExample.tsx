import { Alert } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { insuredShare, payoutShare } from '../../../shared/bets/insurance';
import { useOfficeFormat } from '../../common/format';

/** What the settings being typed mean for one stake above the standard amount, worked out by the settlement's own arithmetic. */
export function InsuranceExample() {
  const translate = useTranslate();
  const { money, bp } = useOfficeFormat();
  const [enabled, standardAmount, rateBp] = useWatch({ name: ['enabled', 'standardAmount', 'rateBp'] }) as [
    boolean,
    number | null,
    number | null,
  ];
  if (!enabled || !rateBp || standardAmount == null)
    return <Alert severity="info">{translate('office.insurance.exampleOff')}</Alert>;
  const stake = standardAmount + 100_000;
  const { applied, stakeShare } = insuredShare(stake, standardAmount, rateBp);
  const win = stake * 2;
  return (
    <Alert severity="info">
      {translate('office.insurance.example', {
        stake: money(stake),
        applied: money(applied),
        rate: bp(rateBp),
        share: money(stakeShare),
        win: money(win),
        winShare: money(payoutShare(win, stake, stakeShare)),
      })}
    </Alert>
  );
}
