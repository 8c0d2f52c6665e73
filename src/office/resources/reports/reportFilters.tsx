import { DateInput, TextInput } from 'react-admin';
import { field } from '../../common/labels';

const dateFilters = [
  <DateInput key="dateFrom" source="dateFrom" label={field('dateFrom')} alwaysOn />,
  <DateInput key="dateTo" source="dateTo" label={field('dateTo')} alwaysOn />,
];

export const memberDateFilters = [
  ...dateFilters,
  <TextInput key="memId" source="memId" label={field('memId')} alwaysOn />,
];
