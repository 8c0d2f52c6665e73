import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { Box, IconButton, Typography } from '@mui/material';
import { BooleanInput, useTranslate } from 'react-admin';
import { useFieldArray } from 'react-hook-form';
import type { RiskRule } from '../../shared/api/withdrawalRisk';

/**
 * The withdrawal risk rules in the order the site judges them (docs/domains/cash.md#withdrawal-risk-rules):
 * each check by name, switched on or off, moved up or down. Every check is always listed once.
 */
export function RiskRulesInput({ source }: { source: string }) {
  const translate = useTranslate();
  const { fields, move } = useFieldArray<Record<string, RiskRule[]>>({ name: source });
  return (
    <Box sx={{ gridColumn: '1 / -1' }} data-testid="risk-rules">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('office.withdrawalRisk.rulesHelp')}
      </Typography>
      <Box component="ol" sx={{ m: 0, pl: 0, listStyle: 'none' }}>
        {fields.map((rule, i) => {
          const name = translate(`office.withdrawalRisk.check.${rule.check}`);
          return (
            <Box
              component="li"
              key={rule.id}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                borderBottom: 1,
                borderColor: 'divider',
                py: 0.5,
              }}
            >
              <Typography variant="body2" sx={{ width: 24, color: 'text.secondary' }}>
                {i + 1}
              </Typography>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <BooleanInput source={`${source}.${i}.on`} label={name} helperText={false} sx={{ m: 0 }} />
              </Box>
              <IconButton
                size="small"
                aria-label={translate('office.withdrawalRisk.moveUp', { name })}
                disabled={i === 0}
                onClick={() => move(i, i - 1)}
              >
                <ArrowUpwardIcon fontSize="small" />
              </IconButton>
              <IconButton
                size="small"
                aria-label={translate('office.withdrawalRisk.moveDown', { name })}
                disabled={i === fields.length - 1}
                onClick={() => move(i, i + 1)}
              >
                <ArrowDownwardIcon fontSize="small" />
              </IconButton>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
