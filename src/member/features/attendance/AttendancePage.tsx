import { useTranslation } from 'react-i18next';
import { Box, Typography } from '@mui/material';
import { toBcp47 } from '../../../shared/locales';
import { currentLanguage } from '../../format';
import { PageFrame } from '../../ui';
import { UnavailableNotice } from '../../shell/common/UnavailableNotice';
import { monthGrid } from './monthGrid';

/** Sunday-first weekday names in the member's language (2026-11-01 is a Sunday). */
const weekdays = (locale: string) =>
  Array.from({ length: 7 }, (_, i) => new Intl.DateTimeFormat(locale, { weekday: 'short' }).format(new Date(2026, 10, 1 + i)));

/**
 * §2 /member/attendendance (mobile /member/attendance): this month's calendar with today marked.
 * Attendance rewards are not offered yet, so no day carries a stamp and the page says why.
 */
export function AttendancePage() {
  const { t } = useTranslation();
  const locale = toBcp47(currentLanguage());
  const today = new Date();
  const cells = monthGrid(today.getFullYear(), today.getMonth());
  const cell = { textAlign: 'center', py: { xs: 0.75, md: 1.25 }, borderRadius: 1 } as const;

  return (
    <PageFrame titleKey="front.nav.attendance">
      <Typography variant="h6" component="h2" align="center" sx={{ mb: 1.5 }}>
        {new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long' }).format(today)}
      </Typography>
      <Box data-testid="attendance-calendar" sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', gap: { xs: 0.5, md: 1 }, maxWidth: 640, mx: 'auto' }}>
        {weekdays(locale).map((name, i) => (
          <Typography key={name} variant="caption" sx={{ ...cell, fontWeight: 700, color: i === 0 ? 'error.main' : i === 6 ? 'info.main' : 'text.secondary' }}>
            {name}
          </Typography>
        ))}
        {cells.map((day, i) => (
          <Box
            key={i}
            aria-current={day === today.getDate() ? 'date' : undefined}
            sx={{ ...cell, bgcolor: day ? 'action.hover' : 'transparent', border: 1, borderColor: day === today.getDate() ? 'primary.main' : 'transparent' }}
          >
            <Typography variant="body2">{day ?? ''}</Typography>
          </Box>
        ))}
      </Box>
      <UnavailableNotice text={t('front.attendance.unavailable')} />
    </PageFrame>
  );
}
