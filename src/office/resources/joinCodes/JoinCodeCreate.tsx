import { Create, SimpleForm, TextInput, regex, required } from 'react-admin';
import { JOIN_CODE } from '../../../shared/api/joinLinks';
import { field } from '../../common/labels';
import { useApiErrorNotify } from '../../common/useApiErrorNotify';
import { useIsStaffScreen } from './useJoinCodeScope';

/** Codes are typed in any case and kept in lower case, as the server keeps them. */
const lower = (v: unknown) => (typeof v === 'string' ? v.toLowerCase() : v);

/** A new code: a partner's own unless it names a partner below it; staff name the partner and may give a domain. */
export function JoinCodeCreate() {
  const onError = useApiErrorNotify();
  const staff = useIsStaffScreen();
  return (
    <Create mutationOptions={{ onError }} redirect="edit">
      <SimpleForm defaultValues={{ label: '' }}>
        <TextInput
          source="code"
          label={field('joinCode')}
          parse={lower}
          validate={[required(), regex(JOIN_CODE, 'office.joinCodes.codeHelp')]}
          helperText="office.joinCodes.codeHelp"
          autoComplete="off"
        />
        <TextInput
          source="partnerMemId"
          label={field('partnerMemId')}
          validate={staff ? required() : undefined}
          helperText={staff ? false : 'office.joinCodes.partnerHelp'}
          autoComplete="off"
        />
        <TextInput source="label" label={field('label')} />
        {staff && (
          <TextInput
            source="domain"
            label={field('domain')}
            parse={(v: string) => (v ? v.trim().toLowerCase() : null)}
            helperText="office.joinCodes.domainHelp"
            autoComplete="off"
          />
        )}
      </SimpleForm>
    </Create>
  );
}
