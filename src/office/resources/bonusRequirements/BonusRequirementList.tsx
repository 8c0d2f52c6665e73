import { Datagrid, SelectInput, TextInput } from 'react-admin';
import { OfficeList } from '../../common/OfficeList';
import { ScrollX } from '../../common/ScrollX';
import { field } from '../../common/labels';
import { wagerStateChoices } from '../bonusPrograms/choices';
import { requirementColumns } from './requirementColumns';

const filters = [
  <TextInput key="memId" source="memId" label={field('memId')} alwaysOn />,
  <SelectInput key="state" source="state" label={field('state')} choices={wagerStateChoices} alwaysOn />,
  <TextInput key="dateFrom" source="dateFrom" label={field('dateFrom')} type="date" />,
  <TextInput key="dateTo" source="dateTo" label={field('dateTo')} type="date" />,
];

/** Every bonus granted in the caller's scope (staff: the site; a partner: its subtree) and its wagering. */
export function BonusRequirementList() {
  return (
    <OfficeList filters={filters} sort={{ field: 'createdAt', order: 'DESC' }}>
      <ScrollX>
        <Datagrid bulkActionButtons={false} sx={{ '& .RaDatagrid-table': { minWidth: 900 } }}>
          {requirementColumns({ withMember: true })}
        </Datagrid>
      </ScrollX>
    </OfficeList>
  );
}
