import { Box, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { useTranslation } from 'react-i18next';
import type { AttendanceMonth } from '../../../shared/api/attendance';
import { toBcp47 } from '../../../shared/locales';
import { currentLanguage } from '../../format';
import { monthGrid } from './monthGrid';

/** Sunday-first weekday names in the member's language (2026-11-01 is a Sunday). */
const weekdays = (locale: string) =>
  Array.from({ length: 7 }, (_, i) =>
    new Intl.DateTimeFormat(locale, { weekday: 'short' }).format(new Date(2026, 10, 1 + i)),
  );

/** The month's calendar: checked days stamped, today (site time) outlined. */
export function AttendanceCalendar({ data }: { data: AttendanceMonth }) {
  const { t } = useTranslation();
  const locale = toBcp47(currentLanguage());
  const [year, month] = data.month.split('-').map(Number) as [number, number];
  const checked = new Map(data.days.map((d) => [Number(d.day.slice(8)), d]));
  const todayNo = data.today.startsWith(data.month) ? Number(data.today.slice(8)) : null;
  const cell = { textAlign: 'center', py: { xs: 0.5, md: 1 }, borderRadius: 1, minHeight: { xs: 44, md: 64 } } as const;

  return (
    <Box
      data-testid="attendance-calendar"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(7, 1fr)',
        gap: { xs: 0.5, md: 1 },
        maxWidth: 720,
        mx: 'auto',
      }}
    >
      {weekdays(locale).map((name, i) => (
        <Typography
          key={name}
          variant="caption"
          sx={{
            ...cell,
            minHeight: 0,
            fontWeight: 700,
            color: i === 0 ? 'error.main' : i === 6 ? 'info.main' : 'text.secondary',
          }}
        >
          {name}
        </Typography>
      ))}
      {monthGrid(year, month - 1).map((day, i) => {
        const check = day ? checked.get(day) : undefined;
        return (
          <Box
            key={i}
            aria-current={day === todayNo ? 'date' : undefined}
            data-checked={check ? 'true' : undefined}
            sx={{
              ...cell,
              bgcolor: check ? 'success.light' : day ? 'action.hover' : 'transparent',
              border: 2,
              borderColor: day === todayNo ? 'primary.main' : 'transparent',
            }}
          >
            <Typography variant="body2">{day ?? ''}</Typography>
            {check && <CheckCircleIcon fontSize="small" color="success" titleAccess={t('front.attendance.stamp')} />}
          </Box>
        );
      })}
    </Box>
  );
}
