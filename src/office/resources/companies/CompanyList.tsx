import { CreateButton, Datagrid, TextField, TextInput, TopToolbar, useRecordContext } from 'react-admin';
import { OfficeList } from '../../common/OfficeList';
import { DateTimeField, MoneyField } from '../../common/fields';
import { field } from '../../common/labels';
import { useOfficeFormat } from '../../common/format';

const filters = [<TextInput key="q" source="q" label={field('search')} alwaysOn />];

/** The game PT fee as a percentage. */
function FeeRateField(_: { source: string; label?: string }) {
  const record = useRecordContext<{ ptFeeBp?: number }>();
  const { bp } = useOfficeFormat();
  return <span>{bp(record?.ptFeeBp)}</span>;
}

/** The companies (sites) this site's master runs, with their PT at a glance. */
export function CompanyList() {
  return (
    <OfficeList
      filters={filters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      actions={
        <TopToolbar>
          <CreateButton />
        </TopToolbar>
      }
    >
      <Datagrid rowClick="edit" bulkActionButtons={false} sx={{ '& td': { whiteSpace: 'nowrap' } }}>
        <TextField source="id" label={field('companyId')} />
        <TextField source="name" label={field('companyName')} />
        <TextField source="code" label={field('companyCode')} />
        <TextField source="companyClass" label={field('companyClass')} sortable={false} emptyText="-" />
        <TextField source="domain" label={field('domain')} sortable={false} emptyText="-" />
        <TextField source="userCount" label={field('userCount')} sortable={false} />
        <FeeRateField source="ptFeeBp" label={field('ptFeeRate')} />
        <MoneyField source="ptBalance" label={field('ptBalance')} />
        <MoneyField source="ptLimit" label={field('ptLimit')} />
        <DateTimeField source="createdAt" label={field('createdAt')} />
      </Datagrid>
    </OfficeList>
  );
}
