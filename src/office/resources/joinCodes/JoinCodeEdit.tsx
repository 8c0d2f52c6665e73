import { BooleanInput, Edit, SimpleForm, TextInput } from 'react-admin';
import { field } from '../../common/labels';
import { useApiErrorNotify } from '../../common/useApiErrorNotify';
import { changedFields } from '../../common/changedFields';
import { JoinLinkPanel } from './JoinLinkPanel';
import { useIsStaffScreen } from './useJoinCodeScope';
import { SaveOnlyToolbar } from '../../common/SaveOnlyToolbar';

/** A code's label and whether it is open (staff: its domain), with its link and sub-id builder beside. */
export function JoinCodeEdit() {
  const onError = useApiErrorNotify();
  const staff = useIsStaffScreen();
  return (
    <Edit
      mutationMode="pessimistic"
      mutationOptions={{ onError }}
      transform={(data, o) => changedFields(data, o?.previousData)}
      aside={<JoinLinkPanel />}
      sx={{
        '& .RaEdit-main': {
          flexDirection: { xs: 'column', md: 'row' },
          alignItems: { xs: 'stretch', md: 'flex-start' },
        },
      }}
    >
      {/* a code is closed, never deleted: its members keep it for the funnel */}
      <SimpleForm toolbar={<SaveOnlyToolbar />}>
        <TextInput source="code" label={field('joinCode')} disabled />
        <TextInput source="partnerMemId" label={field('partnerMemId')} disabled />
        <TextInput source="label" label={field('label')} />
        <BooleanInput source="enabled" label={field('enabled')} />
        {staff && (
          <TextInput
            source="domain"
            label={field('domain')}
            parse={(v: string) => (v ? v.trim().toLowerCase() : null)}
            helperText="office.joinCodes.domainHelp"
          />
        )}
      </SimpleForm>
    </Edit>
  );
}
