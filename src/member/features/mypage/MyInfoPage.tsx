import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Chip, Divider, Grid, Typography } from '@mui/material';
import { useDevice } from '../../device/useDevice';
import { desktopPaths, mobilePaths } from '../../shell/common/navPaths';
import {
  UpdateKind,
  checkInfoUpdate,
  checkPasswordChange,
  checkWithdrawPasswordChange,
} from '../../../shared/api/member';
import { formatDate, formatMoney } from '../../format';
import { useSession } from '../../session';
import { ListState, PageFrame } from '../../ui';
import { UpdateForm } from './UpdateForm';
import { LevelProgressCard } from './LevelProgressCard';

function InfoRow({ labelKey, children }: { labelKey: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', py: 0.75, borderBottom: 1, borderColor: 'divider' }}>
      <Typography color="text.secondary">{t(labelKey)}</Typography>
      <Box sx={{ fontWeight: 600, textAlign: 'right' }}>{children}</Box>
    </Box>
  );
}

/** §2 my page info: the member's data and level (with its progress in the level program), info edit, password and withdrawal password changes. */
export function MyInfoPage() {
  const { t } = useTranslation();
  const { member, cash, point } = useSession();
  const { device } = useDevice();
  return (
    <PageFrame titleKey="front.mypage.info">
      <ListState loading={!member} errorCode={null} empty={false}>
        {member && (
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, md: 6 }}>
              <InfoRow labelKey="front.mypage.memId">{member.memId}</InfoRow>
              <InfoRow labelKey="front.mypage.memNick">{member.memNick}</InfoRow>
              <InfoRow labelKey="front.mypage.level">
                <Chip size="small" color="primary" label={t('front.mypage.levelValue', { level: member.memLevel })} />
              </InfoRow>
              <InfoRow labelKey="front.common.cash">{formatMoney(cash)}</InfoRow>
              <InfoRow labelKey="front.common.point">{formatMoney(point)}</InfoRow>
              <InfoRow labelKey="front.mypage.bank">{`${member.bankName} ${member.accountNo} (${member.accountHolder})`}</InfoRow>
              <InfoRow labelKey="front.mypage.joinDay">{formatDate(member.joinDay, false)}</InfoRow>
              <LevelProgressCard />
              <Button
                component={RouterLink}
                to={device === 'mobile' ? mobilePaths.limits : desktopPaths.limits}
                variant="outlined"
                sx={{ mt: 2 }}
              >
                {t('front.responsible.title')}
              </Button>
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <UpdateForm
                key={member.memNick + member.phone}
                titleKey="front.mypage.editInfo"
                kind={UpdateKind.Info}
                check={checkInfoUpdate}
                initial={{ memNick: member.memNick, phone: member.phone, memPass: '' }}
                fields={[
                  { name: 'memNick', labelKey: 'front.mypage.memNick' },
                  { name: 'phone', labelKey: 'front.mypage.phone' },
                  { name: 'memPass', labelKey: 'front.mypage.currentPassword', password: true },
                ]}
              />
            </Grid>
            <Grid size={{ xs: 12 }}>
              <Divider />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <UpdateForm
                titleKey="front.mypage.changePassword"
                kind={UpdateKind.Password}
                check={checkPasswordChange}
                initial={{ oldPass: '', newPass: '', newPassConfirm: '' }}
                fields={[
                  { name: 'oldPass', labelKey: 'front.mypage.oldPassword', password: true },
                  { name: 'newPass', labelKey: 'front.mypage.newPassword', password: true },
                  { name: 'newPassConfirm', labelKey: 'front.mypage.newPasswordConfirm', password: true },
                ]}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <UpdateForm
                titleKey="front.mypage.changeWithdrawPassword"
                kind={UpdateKind.WithdrawPassword}
                check={checkWithdrawPasswordChange}
                initial={{ oldWithdrawPass: '', memPass: '', newWithdrawPass: '', newWithdrawPassConfirm: '' }}
                fields={[
                  {
                    name: 'oldWithdrawPass',
                    labelKey: 'front.mypage.oldWithdrawPassword',
                    password: true,
                    digits: true,
                  },
                  { name: 'memPass', labelKey: 'front.mypage.orAccountPassword', password: true },
                  {
                    name: 'newWithdrawPass',
                    labelKey: 'front.mypage.newWithdrawPassword',
                    password: true,
                    digits: true,
                  },
                  {
                    name: 'newWithdrawPassConfirm',
                    labelKey: 'front.mypage.newWithdrawPasswordConfirm',
                    password: true,
                    digits: true,
                  },
                ]}
              />
            </Grid>
          </Grid>
        )}
      </ListState>
    </PageFrame>
  );
}
