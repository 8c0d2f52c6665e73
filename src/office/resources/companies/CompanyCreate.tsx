import { Create, SimpleForm, TextInput, regex, required } from 'react-admin';
import { field } from '../../common/labels';
import { useApiErrorNotify } from '../../common/useApiErrorNotify';
import { CompanyInputs } from './CompanyInputs';

/** Registers a company: its site id is fixed once made (its members and key hang on it). */
export function CompanyCreate() {
  const onError = useApiErrorNotify();
  return (
    <Create mutationOptions={{ onError }} redirect="edit">
      <SimpleForm defaultValues={{ ptFeeBp: 0, ptLimit: 0, companyClass: '', contact: '', domain: '' }}>
        <TextInput source="siteId" label={field('companyId')} validate={[required(), regex(/^[a-z0-9][a-z0-9-]{1,29}$/, 'office.companies.idHelp')]} helperText="office.companies.idHelp" />
        <CompanyInputs />
      </SimpleForm>
    </Create>
  );
}
