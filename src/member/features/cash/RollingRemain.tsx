import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Typography } from '@mui/material';
import { API } from '../../../shared/endpoints/member';
import { useApi } from '../../apiContext';
import { formatMoney } from '../../format';
import { apiErrorCode } from '../../ui';

/** /api/cash/rolling/remain: the betting still needed before a withdrawal passes C015. */
export function RollingRemain({ version }: { version: number }) {
  const { t } = useTranslation();
  const api = useApi();
  const [remain, setRemain] = useState<number | null>(null);
  const [errorCode, setErrorCode] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    api
      .call(API.cash.rollingRemain)
      .then((answer) => live && setRemain(answer.remain))
      .catch((error: unknown) => live && setErrorCode(apiErrorCode(error)));
    return () => {
      live = false;
    };
  }, [api, version]);

  return (
    <Typography variant="body2" color={errorCode ? 'error' : 'text.secondary'} data-testid="rolling-remain">
      {t('front.cash.rollingRemain')}: {errorCode ? t(`api.${errorCode}`) : remain === null ? '…' : formatMoney(remain)}
    </Typography>
  );
}
