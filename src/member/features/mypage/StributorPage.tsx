import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Chip, Stack, Typography } from '@mui/material';
import { formatMoney } from '../../format';
import { useSession } from '../../session';
import { canSeePartner, PARTNER_PATH } from '../../shell/common/partnerAccess';
import { useSiteData } from '../../site';
import { ListState, PageFrame } from '../../ui';

/**
 * §2 /mypage/stributor_mypage: a partner's own standing (tier, balances) and the way into the
 * partner office, to a partner only (§6, the shared rule).
 */
export function StributorPage() {
  const { t } = useTranslation();
  const { member, cash, point } = useSession();
  const { options } = useSiteData();
  const partner = canSeePartner(options, member);
  return (
    <PageFrame titleKey="front.stributor.title">
      <ListState loading={!member} errorCode={null} empty={false}>
        {partner && member ? (
          <Stack spacing={2} sx={{ maxWidth: 480 }}>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
              <Typography variant="h6">{member.memNick}</Typography>
              <Chip color="primary" label={t(`front.stributor.tiers.${member.tier}`)} />
            </Box>
            <Typography>
              {t('front.common.cash')}: {formatMoney(cash)} · {t('front.common.point')}: {formatMoney(point)}
            </Typography>
            <Button variant="contained" href={PARTNER_PATH} target="_blank" rel="noopener">
              {t('front.stributor.openOffice')}
            </Button>
          </Stack>
        ) : (
          <Alert severity="info">{t('front.stributor.notPartner')}</Alert>
        )}
      </ListState>
    </PageFrame>
  );
}
