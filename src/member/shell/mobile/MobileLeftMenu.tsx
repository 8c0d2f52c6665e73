import { useState } from 'react';
import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  Box,
  ButtonBase,
  Divider,
  Drawer,
  Link,
  List,
  ListItemButton,
  ListItemText,
  ListSubheader,
} from '@mui/material';
import { useDevice } from '../../device/useDevice';
import { useSession } from '../../session';
import { useSiteData } from '../../site';
import { GameSelectDialog } from '../common/GameSelectDialog';
import { GROUP_LOOKS, MENU_GAME_GROUPS, type MenuGameGroup } from '../common/gameGroups';
import { Logo } from '../common/Logo';
import { SnsLinks } from '../common/SnsLinks';
import { mobilePaths } from '../common/navPaths';
import { canSeePartner } from '../common/partnerAccess';

type Item = readonly [to: string, label: string];

/** §2's mobile left menu (betList, game result, Q&A, messages, notices, events, point, info, charge, exchange, partner, home), grouped, with what Korean sites add. */
const sections: { title: string; items: Item[] }[] = [
  {
    title: 'front.quickMenu.title',
    items: [
      [mobilePaths.attendance, 'front.nav.attendance'],
      [mobilePaths.rotary, 'front.nav.rotary'],
      [mobilePaths.coupon, 'front.nav.coupon'],
      [mobilePaths.event, 'front.nav.event'],
    ],
  },
  {
    title: 'front.nav.mypage',
    items: [
      [mobilePaths.betList, 'front.nav.betList'],
      [mobilePaths.winlose, 'front.nav.winlose'],
      [mobilePaths.point, 'front.nav.point'],
      [mobilePaths.message, 'front.nav.message'],
      [mobilePaths.info, 'front.nav.info'],
      [mobilePaths.deposit, 'front.nav.deposit'],
      [mobilePaths.withdraw, 'front.nav.withdraw'],
    ],
  },
  {
    title: 'front.sections.cs',
    items: [
      [mobilePaths.notice, 'front.nav.notice'],
      [mobilePaths.qna, 'front.nav.qna'],
      [mobilePaths.faq, 'front.nav.faq'],
      [mobilePaths.board, 'front.nav.board'],
      [mobilePaths.gameResult, 'front.nav.gameResult'],
    ],
  },
];

/** §2 mobile left menu: the game groups (each opening its game modal) and every member page; the drawer's backdrop is the layer mask that closes it. */
export function MobileLeftMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { member } = useSession();
  const { options } = useSiteData();
  const { switchTo } = useDevice();
  const [group, setGroup] = useState<MenuGameGroup | null>(null);
  const link = ([to, label]: Item) => (
    <ListItemButton key={to} component={NavLink} to={to} sx={{ '&.active': { color: 'primary.main' } }}>
      <ListItemText primary={t(label)} />
    </ListItemButton>
  );
  const heading = (title: string) => (
    <ListSubheader sx={{ bgcolor: 'transparent', lineHeight: '32px', fontWeight: 800, color: 'primary.main' }}>
      {t(title)}
    </ListSubheader>
  );
  return (
    <>
      <Drawer
        anchor="left"
        open={open}
        onClose={onClose}
        slotProps={{ paper: { sx: { width: 288, bgcolor: '#10131a' } } }}
      >
        <Box sx={{ p: 2 }}>
          <Logo size={20} />
        </Box>
        <Divider />
        <Box component="nav" aria-label={t('front.nav.menu')}>
          {heading('front.gameMenu.title')}
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 0.5, px: 1, pb: 1 }}>
            {MENU_GAME_GROUPS.map((g) => (
              <ButtonBase
                key={g}
                aria-haspopup="dialog"
                onClick={() => setGroup(g)}
                sx={{
                  flexDirection: 'column',
                  gap: 0.25,
                  py: 0.75,
                  borderRadius: 2,
                  fontSize: 11,
                  fontWeight: 700,
                  lineHeight: 1.2,
                  textAlign: 'center',
                  bgcolor: `${GROUP_LOOKS[g].tint}26`,
                  '& svg': { color: GROUP_LOOKS[g].tint, fontSize: 22 },
                }}
              >
                {GROUP_LOOKS[g].icon}
                {t(`front.nav.${g}`)}
              </ButtonBase>
            ))}
          </Box>
          {sections.map((section) => (
            <List key={section.title} dense disablePadding subheader={heading(section.title)}>
              {section.items.map(link)}
            </List>
          ))}
          <Divider sx={{ my: 1 }} />
          <List dense disablePadding>
            {canSeePartner(options, member) && (
              <ListItemButton component={NavLink} to={mobilePaths.partner}>
                <ListItemText
                  primary={t('front.nav.partner')}
                  slotProps={{ primary: { sx: { color: 'primary.main', fontWeight: 700 } } }}
                />
              </ListItemButton>
            )}
            {link([mobilePaths.home, 'front.nav.home'])}
          </List>
        </Box>
        <Box sx={{ p: 2, mt: 'auto', display: 'grid', gap: 1.5 }}>
          <SnsLinks />
          <Link
            component="button"
            underline="hover"
            color="text.secondary"
            onClick={() => switchTo('desktop')}
            sx={{ fontSize: 13, textAlign: 'left' }}
          >
            {t('front.footer.desktopVersion')}
          </Link>
        </Box>
      </Drawer>
      <GameSelectDialog group={group} onClose={() => setGroup(null)} />
    </>
  );
}
