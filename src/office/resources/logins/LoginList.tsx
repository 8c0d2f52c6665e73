import {
  Datagrid,
  DateInput,
  FunctionField,
  NullableBooleanInput,
  SelectInput,
  TextField,
  TextInput,
  useResourceContext,
} from 'react-admin';
import { OfficeList } from '../../common/OfficeList';
import { SESSION_KINDS, type LoginEventRecord } from '../../../shared/api/office/access';
import { DateTimeField, EnumField } from '../../common/fields';
import { field } from '../../common/labels';
import { ScrollX } from '../../common/ScrollX';
import { memberDetailPath, scopeOfResource } from '../memberDetail/memberTabs';
import { LoginResultField } from './LoginResultField';

const filters = [
  <TextInput key="memId" source="memId" label={field('memId')} alwaysOn />,
  <NullableBooleanInput key="success" source="success" label={field('loginSucceeded')} alwaysOn />,
  <TextInput key="ip" source="ip" label={field('ip')} />,
  <SelectInput
    key="kind"
    source="kind"
    label={field('sessionKind')}
    choices={SESSION_KINDS.map((id) => ({ id, name: `office.sessionKind.${id}` }))}
  />,
  <DateInput key="dateFrom" source="dateFrom" label={field('dateFrom')} />,
  <DateInput key="dateTo" source="dateTo" label={field('dateTo')} />,
];

/** §2 access info: each sign-in try of the subtree (staff: the site), refused ones included. */
export function LoginList() {
  const scope = scopeOfResource(useResourceContext());
  return (
    <OfficeList empty={false} filters={filters} sort={{ field: 'createdAt', order: 'DESC' }}>
      <ScrollX>
        <Datagrid
          bulkActionButtons={false}
          rowClick={(_id, _resource, record) =>
            record.memberId ? memberDetailPath(scope, record.memberId as number) : false
          }
        >
          <DateTimeField source="createdAt" label={field('createdAt')} />
          <LoginResultField label={field('result')} />
          <TextField source="memId" label={field('memId')} />
          <EnumField source="kind" label={field('sessionKind')} group="sessionKind" />
          <TextField source="ip" label={field('ip')} />
          <FunctionField
            label={field('device')}
            render={(r: LoginEventRecord) => [r.browser, r.os].filter(Boolean).join(' · ') || '-'}
          />
        </Datagrid>
      </ScrollX>
    </OfficeList>
  );
}
