import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Box, Button, Drawer, Stack, Typography } from '@mui/material';
import { formatMoney } from '../../format';
import { useSession } from '../../session';
import { LevelIcon } from '../common/LevelIcon';
import { mobilePaths } from '../common/navPaths';

/** §2 mobile right panel (logged in): nickname, cash, point, conversion, change-info, logout. */
export function MobileRightPanel({
  open,
  onClose,
  onConvert,
}: {
  open: boolean;
  onClose: () => void;
  onConvert: () => void;
}) {
  const { t } = useTranslation();
  const session = useSession();
  if (!session.member) return null;
  const rows = [
    ['cash', t('front.common.cash'), session.cash, 'primary.main'],
    ['point', t('front.common.point'), session.point, '#7dd3fc'],
  ] as const;
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: 280, bgcolor: '#10131a', p: 2 } } }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
        <LevelIcon level={session.member.memLevel} />
        <Typography sx={{ fontWeight: 800 }} data-testid="panel-nick">
          {session.member.memNick}
        </Typography>
      </Stack>
      {rows.map(([kind, label, amount, colour]) => (
        <Box
          key={kind}
          sx={{ display: 'flex', justifyContent: 'space-between', py: 1.25, borderBottom: 1, borderColor: 'divider' }}
        >
          <Typography color="text.secondary">{label}</Typography>
          <Typography sx={{ fontWeight: 800, color: colour }} data-testid={`panel-${kind}`}>
            {formatMoney(amount)}
          </Typography>
        </Box>
      ))}
      <Stack spacing={1} sx={{ mt: 2 }}>
        <Button variant="contained" onClick={onConvert}>
          {t('front.header.pointChange')}
        </Button>
        <Button variant="outlined" component={RouterLink} to={mobilePaths.myInfo}>
          {t('front.header.changeInfo')}
        </Button>
        <Button color="inherit" onClick={() => void session.logout()}>
          {t('front.signin.logout')}
        </Button>
      </Stack>
    </Drawer>
  );
}
