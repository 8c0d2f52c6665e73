import { Edit, SimpleForm, TextInput } from 'react-admin';
import { field } from '../../common/labels';
import { useApiErrorNotify } from '../../common/useApiErrorNotify';
import { changedFields } from '../../common/changedFields';
import { CompanyInputs } from './CompanyInputs';
import { CompanyPtPanel } from './CompanyPtPanel';
import { SaveOnlyToolbar } from '../../common/SaveOnlyToolbar';

/** A company's fields, and beside them its PT account and monthly fees. */
export function CompanyEdit() {
  const onError = useApiErrorNotify();
  return (
    <Edit
      mutationMode="pessimistic"
      mutationOptions={{ onError }}
      transform={(data, o) => changedFields(data, o?.previousData)}
      aside={<CompanyPtPanel />}
      // on a phone the PT panel goes under the form instead of squeezing it
      sx={{
        '& .RaEdit-main': {
          flexDirection: { xs: 'column', md: 'row' },
          alignItems: { xs: 'stretch', md: 'flex-start' },
        },
      }}
    >
      {/* a company is never deleted: its site keeps members, bets and ledger history */}
      <SimpleForm toolbar={<SaveOnlyToolbar />}>
        <TextInput source="id" label={field('companyId')} disabled />
        <TextInput source="siteKey" label={field('siteKey')} disabled fullWidth />
        <CompanyInputs />
      </SimpleForm>
    </Edit>
  );
}
