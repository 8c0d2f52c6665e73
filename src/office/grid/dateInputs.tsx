import dayjs, { type Dayjs } from 'dayjs';
import { getGridDateOperators, type GridFilterInputValueProps, type GridFilterOperator } from '@mui/x-data-grid';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

/**
 * Dates typed and picked in the office language's format (MUI X date pickers under
 * PickerLocalization), where the browser's own date input would follow the browser's locale
 * (mm/dd/yyyy in a Korean office on an English browser).
 */

const DAY = 'YYYY-MM-DD';

/** A day of the report's date bar: `value` and `onChange` in YYYY-MM-DD ('' when empty). */
export function DayInput({
  label,
  value,
  onChange,
  testId,
}: {
  label: string;
  value: string;
  onChange(day: string): void;
  testId: string;
}) {
  return (
    <DatePicker
      label={label}
      value={value ? dayjs(value, DAY) : null}
      onChange={(day) => onChange(day?.isValid() ? day.format(DAY) : '')}
      slotProps={{
        textField: { size: 'small', sx: { width: 190 }, ...({ 'data-testid': testId } as object) },
        field: { clearable: true },
      }}
    />
  );
}

/** The grid filter panel's value of a date column: a Date, as the grid's own date input gives it. */
function filterPickerProps({ item, applyValue, apiRef }: GridFilterInputValueProps) {
  return {
    value: item.value ? dayjs(item.value as Date) : null,
    onChange: (value: Dayjs | null) => applyValue({ ...item, value: value?.isValid() ? value.toDate() : undefined }),
    slotProps: {
      textField: { variant: 'standard' as const, label: apiRef.current.getLocaleText('filterPanelInputLabel') },
    },
  };
}

const FilterDayInput = (props: GridFilterInputValueProps) => <DatePicker {...filterPickerProps(props)} />;
const FilterDateTimeInput = (props: GridFilterInputValueProps) => <DateTimePicker {...filterPickerProps(props)} />;

/** The grid's date operators with the picker as their value input. */
export const pickerDateOperators = (withTime: boolean): GridFilterOperator[] =>
  getGridDateOperators(withTime).map((operator) =>
    operator.InputComponent
      ? { ...operator, InputComponent: withTime ? FilterDateTimeInput : FilterDayInput }
      : (operator as GridFilterOperator),
  );
