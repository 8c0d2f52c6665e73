import { DateInput, SelectInput, TextInput } from 'react-admin';
import { MemberStatus, Tier } from '../../../shared/enums';
import { field } from '../../common/labels';

const tierChoices = Object.values(Tier).map((id) => ({ id, name: `office.tier.${id}` }));
const statusChoices = Object.values(MemberStatus).map((id) => ({ id, name: `office.memberStatus.${id}` }));

/** Filters of the member lists (partner and staff): prefix search, tier, status, join days. */
export const memberFilters = [
  <TextInput key="memId" source="memId" label={field('memId')} alwaysOn />,
  <TextInput key="memNick" source="memNick" label={field('memNick')} />,
  <SelectInput key="tier" source="tier" label={field('tier')} choices={tierChoices} />,
  <SelectInput key="status" source="status" label={field('status')} choices={statusChoices} />,
  <DateInput key="dateFrom" source="dateFrom" label={field('dateFrom')} />,
  <DateInput key="dateTo" source="dateTo" label={field('dateTo')} />,
];

export { statusChoices };
