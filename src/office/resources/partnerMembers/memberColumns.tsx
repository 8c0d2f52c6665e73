import { NumberField, TextField } from 'react-admin';
import { EnumField, MoneyField } from '../../common/fields';
import { field } from '../../common/labels';

const statusColors = { normal: 'success', wait: 'warning', stop: 'error', black: 'error', deleted: 'default' } as const;

/** The columns both member lists (a partner's subtree, the staff's whole site) open with. */
export const memberColumns = () => [
  <TextField key="memId" source="memId" label={field('memId')} />,
  <TextField key="memNick" source="memNick" label={field('memNick')} />,
  <EnumField key="tier" source="tier" label={field('tier')} group="tier" />,
  <EnumField key="status" source="status" label={field('status')} group="memberStatus" colors={statusColors} />,
  <NumberField key="level" source="level" label={field('level')} />,
  <TextField key="parentMemId" source="parentMemId" label={field('parentMemId')} sortable={false} />,
  <MoneyField key="cash" textAlign="right" source="cash" label={field('cash')} sortable={false} />,
  <MoneyField key="point" textAlign="right" source="point" label={field('point')} sortable={false} />,
];
