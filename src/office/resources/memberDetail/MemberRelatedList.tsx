import type { ReactNode } from 'react';
import { Datagrid, Pagination, ReferenceManyField, type SortPayload } from 'react-admin';
import { Typography } from '@mui/material';
import { ScrollX } from '../../common/ScrollX';
import { useTranslate } from 'react-admin';

interface MemberRelatedListProps {
  /** The office resource the tab reads (`partner/bets` …). */
  reference: string;
  /** The filter naming the member: `memberId` (exact id) or `memId` (exact login id). */
  target: 'memberId' | 'memId';
  filter?: Record<string, unknown>;
  sort?: SortPayload;
  expand?: ReactNode;
  children: ReactNode;
}

function Empty() {
  const translate = useTranslate();
  return (
    <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
      {translate('office.memberDetail.empty')}
    </Typography>
  );
}

/** One tab of the member detail: a server-paged, sorted list of one resource, filtered to this member. */
export function MemberRelatedList({
  reference,
  target,
  filter,
  sort = { field: 'createdAt', order: 'DESC' },
  expand,
  children,
}: MemberRelatedListProps) {
  return (
    <ReferenceManyField
      reference={reference}
      target={target}
      source={target === 'memberId' ? 'id' : 'memId'}
      filter={filter}
      sort={sort}
      perPage={10}
      pagination={<Pagination rowsPerPageOptions={[10, 25, 50]} />}
    >
      <ScrollX>
        <Datagrid
          bulkActionButtons={false}
          expand={expand}
          empty={<Empty />}
          sx={{ '& .RaDatagrid-table': { minWidth: 560 } }}
        >
          {children}
        </Datagrid>
      </ScrollX>
    </ReferenceManyField>
  );
}
