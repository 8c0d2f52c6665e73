import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Skeleton, Typography } from '@mui/material';
import { useApi } from '../../apiContext';
import { apiErrorCode } from '../../ui';
import type { SiteAccount } from '../../../shared/api/cash';
import { API } from '../../../shared/endpoints/member';

/** The site's deposit account (/api/cash/getAcc): asked for each time, since it can change any day. */
export function SiteAccountBox() {
  const { t } = useTranslation();
  const api = useApi();
  const [account, setAccount] = useState<SiteAccount | null>(null);
  const [errorCode, setErrorCode] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    api
      .call(API.cash.account)
      .then((answer) => live && setAccount(answer))
      .catch((error: unknown) => live && setErrorCode(apiErrorCode(error)));
    return () => {
      live = false;
    };
  }, [api]);

  if (errorCode) return <Alert severity="error">{t(`api.${errorCode}`)}</Alert>;
  return (
    <Box sx={{ p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}>
      <Typography variant="subtitle2" color="text.secondary">
        {t('front.cash.siteAccount')}
      </Typography>
      {account ? (
        <Typography data-testid="site-account" sx={{ fontWeight: 700 }}>
          {account.bankAccountNo
            ? `${account.bankName} ${account.bankAccountNo} (${account.bankAccountHolder})`
            : t('front.cash.accountByInquiry')}
        </Typography>
      ) : (
        <Skeleton width={240} />
      )}
    </Box>
  );
}
