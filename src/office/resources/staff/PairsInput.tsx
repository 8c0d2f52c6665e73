import { Checkbox, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';
import { OfficeAction, OfficeArea, pairOf, type StaffPair } from '../../../shared/api/office/areas';
import { ScrollX } from '../../common/ScrollX';

const AREAS = Object.values(OfficeArea);
const ACTIONS = Object.values(OfficeAction);

/**
 * A role's rights as a grid: one row per area, a box per action (read, write, approve); the form's
 * value is the list of pairs ticked (docs/domains/staff.md#roles).
 */
export function PairsInput({ source, disabled }: { source: string; disabled?: boolean }) {
  const translate = useTranslate();
  const { field } = useInput<StaffPair[]>({ source, defaultValue: [] });
  const value: StaffPair[] = field.value ?? [];
  const toggle = (pair: StaffPair) =>
    field.onChange(value.includes(pair) ? value.filter((p) => p !== pair) : [...value, pair]);
  return (
    <ScrollX>
      <Typography variant="subtitle2" sx={{ mt: 1 }}>
        {translate('office.staff.pairs')}
      </Typography>
      <Table size="small" sx={{ maxWidth: 560 }}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('office.staff.area')}</TableCell>
            {ACTIONS.map((action) => (
              <TableCell key={action} align="center">
                {translate(`office.staff.action.${action}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {AREAS.map((area) => (
            <TableRow key={area}>
              <TableCell>{translate(`office.staff.areaName.${area}`)}</TableCell>
              {ACTIONS.map((action) => {
                const pair = pairOf(area, action);
                return (
                  <TableCell key={action} align="center" padding="checkbox">
                    <Checkbox
                      size="small"
                      checked={value.includes(pair)}
                      disabled={disabled}
                      onChange={() => toggle(pair)}
                      slotProps={{
                        input: {
                          'aria-label': `${translate(`office.staff.areaName.${area}`)} ${translate(`office.staff.action.${action}`)}`,
                        },
                      }}
                    />
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollX>
  );
}
