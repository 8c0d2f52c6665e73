import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { Box, Typography } from '@mui/material';
import { GAME_GROUPS } from '../../../shared/constants';
import { PercentInput } from '../../common/PercentInput';

/** Rolling and losing rate per game group (§3), each not above the parent's (the server answers G010). */
export function RateInputs({ source = 'rates' }: { source?: string }) {
  const translate = useTranslate();
  // Label each row by its own game group: a record's rates need not come in GAME_GROUPS order.
  const rates = (useWatch({ name: source }) ?? []) as { gameGroup: string }[];
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '120px 1fr 1fr' },
        gap: 1,
        alignItems: 'center',
        width: '100%',
      }}
    >
      {rates.map(({ gameGroup }, i) => (
        <Box key={gameGroup} sx={{ display: 'contents' }}>
          <Typography variant="body2">{translate(`office.gameGroup.${gameGroup}`)}</Typography>
          <PercentInput source={`${source}.${i}.rollingBp`} label="office.fields.rollingRate" helperText={false} />
          <PercentInput source={`${source}.${i}.losingBp`} label="office.fields.losingRate" helperText={false} />
        </Box>
      ))}
    </Box>
  );
}

export const emptyRates = () => GAME_GROUPS.map((gameGroup) => ({ gameGroup, rollingBp: 0, losingBp: 0 }));
