import { Box, Divider, Typography } from '@mui/material';
import { Datagrid, ReferenceManyField, useRecordContext, useTranslate } from 'react-admin';
import { API } from '../../../shared/endpoints';
import { QueryState } from '../../common/QueryState';
import { useOfficeCall } from '../../common/useOfficeCall';
import { EmptyFlags, FlagColumns } from '../integrity/FlagResource';
import { ExclusionsTable } from './ExclusionsTable';
import { ImposeLimitForm } from './ImposeLimitForm';
import { LimitsTable } from './LimitsTable';

function Heading({ label }: { label: string }) {
  const translate = useTranslate();
  return (
    <Typography variant="subtitle1" sx={{ mt: 2, mb: 1 }}>
      {translate(label)}
    </Typography>
  );
}

/**
 * Responsible play and integrity on the member detail (docs/domains/responsible-play.md,
 * docs/domains/integrity.md): limits (with use and pending raises), exclusions and integrity flags.
 * Staff also impose limits here; a partner reads those of its subtree. No control lifts an
 * exclusion: the server has no such call.
 */
export function MemberSafetyPanels({ scope }: { scope: 'admin' | 'partner' }) {
  const record = useRecordContext<{ id: number }>();
  const calls = scope === 'admin' ? API.adminResponsible : API.partnerResponsible;
  const query = useOfficeCall(calls.get, { memberId: Number(record?.id) }, record !== undefined);
  if (!record) return null;
  return (
    // On a phone the edit form's save bar is fixed at the bottom: room below so the last rows scroll clear of it.
    <Box sx={{ p: 2, pb: { xs: 10, sm: 2 }, width: '100%', boxSizing: 'border-box' }} data-testid="member-safety">
      <Divider />
      <Heading label="office.responsible.limits" />
      <QueryState isPending={query.isPending} error={query.error}>
        {query.data && (
          <>
            <LimitsTable limits={query.data.limits} />
            {scope === 'admin' && <ImposeLimitForm memberId={Number(record.id)} />}
            <Heading label="office.responsible.exclusions" />
            <ExclusionsTable exclusions={query.data.exclusions} />
          </>
        )}
      </QueryState>
      <Heading label="office.integrity.flags" />
      <ReferenceManyField
        reference={`${scope}/integrity`}
        target="memberId"
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={20}
      >
        <Datagrid rowClick="show" bulkActionButtons={false} empty={<EmptyFlags />}>
          {FlagColumns()}
        </Datagrid>
      </ReferenceManyField>
    </Box>
  );
}
