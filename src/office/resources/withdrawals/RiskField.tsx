import { Box, Chip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { CashRequestRecord } from '../../../shared/api/adminCash';

interface RiskFieldProps {
  label?: string;
  sortable?: boolean;
}

/**
 * What the withdrawal risk rules found when they last judged the request: every check passed, or
 * the checks it failed by name (docs/domains/cash.md#withdrawal-risk-rules).
 */
export function RiskField(_: RiskFieldProps) {
  const record = useRecordContext<CashRequestRecord>();
  const translate = useTranslate();
  const failed = record?.riskFailed;
  if (failed == null) return <>{translate('office.withdrawalRisk.notJudged')}</>;
  if (failed.length === 0)
    return <Chip size="small" color="success" label={translate('office.withdrawalRisk.allPassed')} />;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {failed.map((check) => (
        <Chip
          key={check}
          size="small"
          color="warning"
          label={translate(`office.withdrawalRisk.failedCheck.${check}`)}
        />
      ))}
    </Box>
  );
}
