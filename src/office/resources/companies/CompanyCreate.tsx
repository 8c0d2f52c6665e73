import { Create, PasswordInput, SimpleForm, TextInput, regex, required } from 'react-admin';
import { PASSWORD_PATTERN } from '../../../shared/api/member';
import { STAFF_ID_PATTERN } from '../../../shared/api/office/companies';
import { field } from '../../common/labels';
import { useApiErrorNotify } from '../../common/useApiErrorNotify';
import { CompanyInputs } from './CompanyInputs';

/**
 * Registers a company with its first master account: its site id is fixed once made (its members
 * and key hang on it).
 */
export function CompanyCreate() {
  const onError = useApiErrorNotify();
  return (
    <Create mutationOptions={{ onError }} redirect="edit">
      <SimpleForm defaultValues={{ ptFeeBp: 0, ptLimit: 0, companyClass: '', contact: '', domain: '' }}>
        <TextInput
          source="siteId"
          label={field('companyId')}
          validate={[required(), regex(/^[a-z0-9][a-z0-9-]{1,29}$/, 'office.companies.idHelp')]}
          helperText="office.companies.idHelp"
        />
        <CompanyInputs />
        <TextInput
          source="masterId"
          label={field('masterId')}
          autoComplete="off"
          validate={[required(), regex(STAFF_ID_PATTERN, 'office.companies.masterHelp')]}
          helperText="office.companies.masterHelp"
        />
        <PasswordInput
          source="masterPassword"
          label={field('masterPassword')}
          autoComplete="new-password"
          validate={[required(), regex(PASSWORD_PATTERN, 'office.companies.passwordHelp')]}
          helperText="office.companies.passwordHelp"
        />
      </SimpleForm>
    </Create>
  );
}
