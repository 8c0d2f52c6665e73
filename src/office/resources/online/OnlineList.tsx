import { useEffect } from 'react';
import { Datagrid, SelectInput, TextField, TextInput, useRefresh, useResourceContext } from 'react-admin';
import { OfficeList } from '../../common/OfficeList';
import { SESSION_KINDS } from '../../../shared/api/office/access';
import { Tier } from '../../../shared/enums';
import { DateTimeField, EnumField, MoneyField } from '../../common/fields';
import { field } from '../../common/labels';
import { ScrollX } from '../../common/ScrollX';
import { memberDetailPath, scopeOfResource } from '../memberDetail/memberTabs';

/** How often the list is read again: "live" without a push channel for office sessions. */
const REFRESH_MS = 15_000;

const filters = [
  <TextInput key="memId" source="memId" label={field('memId')} alwaysOn />,
  <SelectInput
    key="kind"
    source="kind"
    label={field('sessionKind')}
    choices={SESSION_KINDS.map((id) => ({ id, name: `office.sessionKind.${id}` }))}
    alwaysOn
  />,
  <SelectInput
    key="tier"
    source="tier"
    label={field('tier')}
    choices={Object.values(Tier).map((id) => ({ id, name: `office.tier.${id}` }))}
  />,
];

function LiveRefresh() {
  const refresh = useRefresh();
  useEffect(() => {
    const timer = setInterval(refresh, REFRESH_MS);
    return () => clearInterval(timer);
  }, [refresh]);
  return null;
}

/** §2 online members: who of the subtree holds a live session now, read again every few seconds. */
export function OnlineList() {
  const scope = scopeOfResource(useResourceContext());
  return (
    <OfficeList empty={false} filters={filters} sort={{ field: 'since', order: 'DESC' }}>
      <LiveRefresh />
      <ScrollX>
        <Datagrid
          bulkActionButtons={false}
          rowClick={(_id, _resource, record) => memberDetailPath(scope, record.memberId as number)}
        >
          <TextField source="memId" label={field('memId')} />
          <TextField source="memNick" label={field('memNick')} sortable={false} />
          <EnumField source="tier" label={field('tier')} group="tier" />
          <TextField source="parentMemId" label={field('parentMemId')} sortable={false} emptyText="-" />
          <EnumField source="kind" label={field('sessionKind')} group="sessionKind" />
          <TextField source="ip" label={field('ip')} sortable={false} />
          <MoneyField source="cash" label={field('cash')} sortable={false} />
          <DateTimeField source="since" label={field('onlineSince')} />
        </Datagrid>
      </ScrollX>
    </OfficeList>
  );
}
