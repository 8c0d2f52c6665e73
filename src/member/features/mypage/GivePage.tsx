import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Divider, Stack, TextField, Typography } from '@mui/material';
import type { TransferRecord } from '../../../shared/api/partnerMoney';
import { API } from '../../../shared/endpoints/member';
import { useApi } from '../../apiContext';
import { formatDate, formatMoney } from '../../format';
import { useSession } from '../../session';
import { canSeePartner } from '../../shell/common/partnerAccess';
import { useSiteData } from '../../site';
import {
  AmountField,
  DataTable,
  FailureAlert,
  ListState,
  PageFrame,
  Pager,
  useApiList,
  useSubmit,
  type Column,
} from '../../ui';

/**
 * §2 member money give, offered to partners only: a member without a subtree has no one to give
 * to (§6, the shared partner rule), and is told so instead of shown a form that can only fail.
 */
export function GivePage() {
  const { t } = useTranslation();
  const { member } = useSession();
  const { options } = useSiteData();
  if (!member || !canSeePartner(options, member))
    return (
      <PageFrame titleKey="front.give.title">
        <Alert severity="info">{t('front.stributor.notPartner')}</Alert>
      </PageFrame>
    );
  return <GiveForm />;
}

/** Cash to a user of the partner's own subtree (U021 otherwise, §6). One idempotency key per grant; the history lists what was sent and received. */
function GiveForm() {
  const { t } = useTranslation();
  const api = useApi();
  const { cash, setBalances, point } = useSession();
  const [memId, setMemId] = useState('');
  const [amount, setAmount] = useState<number | null>(null);
  const [memo, setMemo] = useState('');
  const [problems, setProblems] = useState<{ memId?: string; amount?: string }>({});
  const [done, setDone] = useState(false);
  const history = useApiList(API.give.list);
  const submit = useSubmit(async (idempotencyKey: string) => {
    const result = await api.call(
      API.give.send,
      { memId: memId.trim(), amount: amount ?? undefined, memo: memo.trim() },
      { idempotencyKey },
    );
    setBalances(result.cashAmt, point);
  });

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    // §5 give: an id chosen and an amount required.
    const found = {
      ...(!memId.trim() && { memId: 'front.give.memIdRequired' }),
      ...(!amount && { amount: 'api.C009' }),
    };
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    if (await submit.run()) {
      setAmount(null);
      setMemo('');
      setDone(true);
      history.reload();
    }
  };

  const columns: Column<TransferRecord>[] = [
    { key: 'date', labelKey: 'front.point.date', render: (row) => formatDate(row.createdAt) },
    { key: 'direction', labelKey: 'front.give.direction', render: (row) => t(`front.give.${row.direction ?? 'send'}`) },
    {
      key: 'who',
      labelKey: 'front.give.counterpart',
      render: (row) => (row.direction === 'receive' ? row.fromMemId : row.toMemId),
    },
    { key: 'amount', labelKey: 'front.cash.amount', align: 'right', render: (row) => formatMoney(row.amount) },
    { key: 'memo', labelKey: 'front.give.memo', render: (row) => row.memo || '-' },
  ];

  return (
    <PageFrame titleKey="front.give.title">
      <Stack
        component="form"
        noValidate
        spacing={2}
        onSubmit={send}
        sx={{ maxWidth: 480 }}
        aria-label={t('front.give.title')}
      >
        <Typography sx={{ fontWeight: 700 }}>
          {t('front.cash.balance')}: {formatMoney(cash)}
        </Typography>
        <TextField
          label={t('front.give.memId')}
          value={memId}
          onChange={(e) => setMemId(e.target.value)}
          error={Boolean(problems.memId)}
          helperText={problems.memId && t(problems.memId)}
          required
        />
        <AmountField
          label={t('front.cash.amount')}
          value={amount}
          onChange={setAmount}
          error={Boolean(problems.amount)}
          helperText={problems.amount && t(problems.amount)}
          required
        />
        <TextField
          label={t('front.give.memo')}
          value={memo}
          onChange={(e) => setMemo(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <FailureAlert failure={submit.failure} onClose={submit.clearFailure} />
        {done && <Alert severity="success">{t('front.give.sent')}</Alert>}
        <Button type="submit" variant="contained" disabled={submit.sending}>
          {t('front.give.submit')}
        </Button>
      </Stack>
      <Divider sx={{ my: 3 }} />
      <ListState
        loading={history.loading}
        errorCode={history.errorCode}
        empty={history.rows.length === 0}
        onRetry={history.reload}
      >
        <DataTable columns={columns} rows={history.rows} rowKey={(row) => row.id} />
      </ListState>
      <Pager page={history.page} total={history.total} pageSize={history.pageSize} onChange={history.setPage} />
    </PageFrame>
  );
}
