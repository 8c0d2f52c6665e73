import { Datagrid, FunctionField, SelectInput, TextField, TextInput, useTranslate } from 'react-admin';
import { OfficeList } from '../../common/OfficeList';
import { Typography } from '@mui/material';
import { GAME_GROUPS, type GameGroup } from '../../../shared/constants';
import type { LowerMemberRecord } from '../../../shared/api/office/members';
import { PARTNER_TIERS } from '../../../shared/enums';
import { EnumField } from '../../common/fields';
import { useOfficeFormat } from '../../common/format';
import { field } from '../../common/labels';
import { ScrollX } from '../../common/ScrollX';
import { PartnerRates } from '../partnerMembers/PartnerRates';

const filters = [
  <TextInput key="memId" source="memId" label={field('memId')} alwaysOn />,
  <SelectInput
    key="tier"
    source="tier"
    label={field('tier')}
    choices={PARTNER_TIERS.map((id) => ({ id, name: `office.tier.${id}` }))}
    alwaysOn
  />,
];

/** One product group's rolling and losing rate of a partner, as percentages. */
function GroupRates({ record, group }: { record: LowerMemberRecord; group: GameGroup }) {
  const { bp } = useOfficeFormat();
  const rate = record.rates.find((r) => r.gameGroup === group);
  return <span style={{ whiteSpace: 'nowrap' }}>{rate ? `${bp(rate.rollingBp)} / ${bp(rate.losingBp)}` : '-'}</span>;
}

/**
 * §2 rolling settings (partner setup): the rolling and losing rate of every lower partner per
 * product group; a row opens the editor, held by the same rules as anywhere (G010 not above the
 * parent nor below a child, G013 one change a day).
 */
export function RollingRateList() {
  const translate = useTranslate();
  return (
    <OfficeList empty={false} filters={filters} filter={{ partnersOnly: true }} sort={{ field: 'tier', order: 'ASC' }}>
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 1 }}>
        {translate('office.rollingRates.hint')}
      </Typography>
      <ScrollX>
        <Datagrid bulkActionButtons={false} expand={<PartnerRates />} expandSingle>
          <TextField source="memId" label={field('memId')} />
          <EnumField source="tier" label={field('tier')} group="tier" />
          <TextField source="parentMemId" label={field('parentMemId')} sortable={false} />
          {GAME_GROUPS.map((group) => (
            <FunctionField
              key={group}
              label={`office.gameGroup.${group}`}
              sortable={false}
              render={(r: LowerMemberRecord) => <GroupRates record={r} group={group} />}
            />
          ))}
        </Datagrid>
      </ScrollX>
    </OfficeList>
  );
}
