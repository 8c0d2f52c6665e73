import {
  BooleanInput,
  Edit,
  NumberInput,
  PasswordInput,
  SelectInput,
  SimpleForm,
  TextInput,
  regex,
  useTranslate,
} from 'react-admin';
import { Box, Typography } from '@mui/material';
import { PASSWORD_PATTERN, PHONE_PATTERN, WITHDRAW_PASSWORD_PATTERN } from '../../../shared/api/member';
import { field } from '../../common/labels';
import { useApiErrorNotify } from '../../common/useApiErrorNotify';
import { statusChoices } from '../partnerMembers/memberFilters';
import { changedFields } from '../../common/changedFields';
import { MemberSafetyPanels } from '../memberSafety/MemberSafetyPanels';
import { LockedByPasswords } from './LockedByPasswords';

/**
 * The locks by wrong passwords (login, withdrawal, partner gate) are lifted here too
 * (docs/architecture/security.md#lockouts-and-how-each-lifts).
 */
const FLAGS = [
  'canLogin',
  'canBet',
  'canRecommend',
  'locked',
  'pinLocked',
  'gateLocked',
  'casinoOpen',
  'slotOpen',
] as const;

/**
 * §6 staff powers over one member: status, flags, level, identity fields and passwords; below,
 * its limits, exclusions and integrity flags (docs/domains/responsible-play.md,
 * docs/domains/integrity.md).
 */
export function AdminMemberEdit() {
  const translate = useTranslate();
  const notifyError = useApiErrorNotify();
  return (
    <Edit
      mutationMode="pessimistic"
      mutationOptions={{ onError: notifyError }}
      transform={(data, options) => changedFields(data, options?.previousData)}
    >
      <SimpleForm>
        <TextInput source="memId" label={field('memId')} disabled />
        <TextInput source="memNick" label={field('memNick')} />
        <TextInput source="name" label={field('name')} />
        <TextInput source="phone" label={field('phone')} validate={regex(PHONE_PATTERN, 'api.U106')} />
        <TextInput source="bankName" label={field('bankName')} />
        <TextInput source="accountNo" label={field('accountNo')} />
        <TextInput source="accountHolder" label={field('accountHolder')} />
        <SelectInput source="status" label={field('status')} choices={statusChoices} />
        <NumberInput source="level" label={field('level')} min={1} max={99} />
        <SelectInput
          source="recommendYn"
          label={field('recommendYn')}
          choices={[
            { id: 'Y', name: 'Y' },
            { id: 'N', name: 'N' },
          ]}
        />
        <Typography variant="subtitle2" sx={{ mt: 2 }}>
          {translate('office.members.flags')}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
          {FLAGS.map((flag) => (
            <BooleanInput key={flag} source={flag} label={field(flag)} helperText={false} />
          ))}
        </Box>
        <LockedByPasswords />
        <PasswordInput source="password" label={field('password')} validate={regex(PASSWORD_PATTERN, 'api.U102')} />
        <PasswordInput
          source="withdrawPassword"
          label={field('withdrawPassword')}
          validate={regex(WITHDRAW_PASSWORD_PATTERN, 'api.U103')}
        />
        <TextInput source="memo" label={field('memo')} multiline fullWidth />
      </SimpleForm>
      <MemberSafetyPanels scope="admin" />
    </Edit>
  );
}
