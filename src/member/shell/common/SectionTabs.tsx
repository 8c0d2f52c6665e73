import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Box, Tab, Tabs } from '@mui/material';
import { useDevice } from '../../device/useDevice';
import { useSession } from '../../session';
import { useSiteData } from '../../site';
import { canSeePartner } from './partnerAccess';
import { sectionAt } from './sectionTabs';

/** The tab bar over a group of pages (my page, customer centre, results): links, one of them current. */
export function SectionTabs() {
  const { t } = useTranslation();
  const { device } = useDevice();
  const { pathname } = useLocation();
  const { member } = useSession();
  const { options } = useSiteData();
  const at = sectionAt(device, pathname, canSeePartner(options, member));
  if (!at) return null;
  return (
    <Box
      component="nav"
      aria-label={t(`front.sections.${at.section}`)}
      sx={{ maxWidth: 1100, mx: 'auto', px: { xs: 0, sm: 2 }, pt: { xs: 0.5, sm: 2 } }}
    >
      <Tabs
        value={at.current}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        sx={{
          minHeight: 40,
          borderBottom: 1,
          borderColor: 'divider',
          '& .MuiTab-root': { minHeight: 40, minWidth: 0, px: { xs: 1.25, sm: 2 }, fontSize: { xs: 13, sm: 14 } },
        }}
      >
        {at.tabs.map((tab) => (
          <Tab key={tab.to} value={tab.to} label={t(tab.label)} component={RouterLink} to={tab.to} />
        ))}
      </Tabs>
    </Box>
  );
}
