import { Box } from '@mui/material';
import { usePermissions } from 'react-admin';
import type { OfficePermissions } from '../../../authProvider/officePermissions';
import { ReportGrid } from '../../grid/ReportGrid';
import { RunSettlementButton } from './RunSettlementButton';

/** Rolling and losing commission per partner per day, paid through the ledger (re-runs pay nothing twice). */
export function SettlementList() {
  const { permissions } = usePermissions<OfficePermissions>();
  return (
    <>
      {permissions?.kind === 'staff' && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
          <RunSettlementButton />
        </Box>
      )}
      <ReportGrid report="settlements" defaultSort={{ field: 'day', order: 'DESC' }} />
    </>
  );
}
