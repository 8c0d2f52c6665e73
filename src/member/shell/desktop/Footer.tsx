import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Box, Link, Stack, Typography } from '@mui/material';
import { useDevice } from '../../device/useDevice';
import { GameSelectDialog } from '../common/GameSelectDialog';
import { MENU_GAME_GROUPS, type MenuGameGroup } from '../common/gameGroups';
import { desktopPaths } from '../common/navPaths';
import { canSeePartner } from '../common/partnerAccess';
import { useSession } from '../../session';
import { useSiteData } from '../../site';

/** §2 desktop footer: game introductions, member links, the site's guides and events, and the switch to the mobile layout. */
export function Footer() {
  const { t } = useTranslation();
  const { switchTo } = useDevice();
  const { member } = useSession();
  const { options } = useSiteData();
  const [group, setGroup] = useState<MenuGameGroup | null>(null);
  const links = [
    [desktopPaths.mypage, 'front.nav.mypage'],
    [desktopPaths.qna, 'front.nav.qna'],
    [desktopPaths.betList, 'front.nav.betList'],
    [desktopPaths.notice, 'front.nav.notice'],
    [desktopPaths.message, 'front.nav.message'],
    [desktopPaths.deposit, 'front.nav.deposit'],
    [desktopPaths.withdraw, 'front.nav.withdraw'],
    [desktopPaths.point, 'front.nav.point'],
    [desktopPaths.event, 'front.nav.event'],
    [desktopPaths.attendance, 'front.nav.attendance'],
    [desktopPaths.faq, 'front.nav.faq'],
    [desktopPaths.gameWay, 'front.nav.gameGuide'],
    // §6: a partner's own standing, to partners only
    ...(canSeePartner(options, member) ? ([[desktopPaths.partnerStanding, 'front.nav.stributor']] as const) : []),
  ] as const;
  return (
    <Box component="footer" sx={{ mt: 6, borderTop: 1, borderColor: 'divider', bgcolor: '#0a0c10', px: 3, py: 3 }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1.5, flexWrap: 'wrap' }}>
        {MENU_GAME_GROUPS.map((g) => (
          <Link
            key={g}
            component="button"
            aria-haspopup="dialog"
            underline="hover"
            color="primary"
            onClick={() => setGroup(g)}
            sx={{ fontSize: 13, fontWeight: 700 }}
          >
            {t('front.footer.gameIntro', { game: t(`front.nav.${g}`) })}
          </Link>
        ))}
      </Stack>
      <Stack direction="row" spacing={2.5} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {links.map(([to, label]) => (
          <Link key={to} component={RouterLink} to={to} underline="hover" color="text.secondary" sx={{ fontSize: 13 }}>
            {t(label)}
          </Link>
        ))}
        <Link
          component="button"
          underline="hover"
          color="text.secondary"
          onClick={() => switchTo('mobile')}
          sx={{ fontSize: 13 }}
        >
          {t('front.footer.mobileVersion')}
        </Link>
      </Stack>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 2 }}>
        © {t('front.common.productName')}. {t('front.footer.rights')}
      </Typography>
      <GameSelectDialog group={group} onClose={() => setGroup(null)} />
    </Box>
  );
}
