import { FunctionField, TextField, useTranslate } from 'react-admin';
import { Box, LinearProgress, Typography } from '@mui/material';
import type { BonusRequirementRecord } from '../../../shared/api/office/bonuses';
import { DateTimeField, EnumField, MoneyField } from '../../common/fields';
import { field } from '../../common/labels';
import { useOfficeFormat } from '../../common/format';

const stateColors = {
  active: 'info',
  completed: 'success',
  expired: 'default',
  forfeited: 'warning',
  lapsed: 'error',
} as const;

/** Wagered of the amount to wager, as a bar and in won. */
function Progress({ record }: { record: BonusRequirementRecord }) {
  const { money } = useOfficeFormat();
  const translate = useTranslate();
  const share = record.toWager > 0 ? Math.min(100, (record.wagered / record.toWager) * 100) : 100;
  return (
    <Box sx={{ minWidth: 140 }}>
      <LinearProgress variant="determinate" value={share} aria-label={translate(field('progress'))} />
      <Typography variant="caption" sx={{ whiteSpace: 'nowrap' }}>
        {money(record.wagered)} / {money(record.toWager)}
      </Typography>
    </Box>
  );
}

/** The columns of a grant and its wagering: the member detail's tab and the site's list of grants. */
export function requirementColumns({ withMember }: { withMember: boolean }) {
  return [
    <DateTimeField key="createdAt" source="createdAt" label={field('createdAt')} />,
    ...(withMember ? [<TextField key="memId" source="memId" label={field('memId')} />] : []),
    <TextField key="programName" source="programName" label={field('bonusProgram')} sortable={false} />,
    <EnumField key="kind" source="kind" label={field('kind')} group="bonus.kind" sortable={false} />,
    <MoneyField key="granted" source="granted" label={field('granted')} />,
    <FunctionField
      key="progress"
      label={field('progress')}
      source="wagered"
      render={(r: BonusRequirementRecord) => <Progress record={r} />}
    />,
    <EnumField
      key="state"
      source="state"
      label={field('state')}
      group="bonus.state"
      colors={stateColors}
      sortable={false}
    />,
    <DateTimeField key="expiresAt" source="expiresAt" label={field('expiresAt')} />,
    <MoneyField key="takenBack" source="takenBack" label={field('takenBack')} sortable={false} />,
  ];
}
