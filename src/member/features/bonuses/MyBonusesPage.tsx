import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Chip, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import type { MyBonus } from '../../../shared/api/bonuses';
import { API } from '../../../shared/endpoints/member';
import { useApi } from '../../apiContext';
import { formatDate, formatMoney } from '../../format';
import {
  DataTable,
  FailureAlert,
  ListState,
  PageFrame,
  Pager,
  WagerProgress,
  useApiList,
  useConfirm,
  useSubmit,
  type Column,
} from '../../ui';

const STATE_COLOR = {
  active: 'info',
  completed: 'success',
  expired: 'default',
  forfeited: 'warning',
  lapsed: 'error',
} as const;

/**
 * "My bonuses" (docs/domains/bonuses.md#in-the-office-and-for-the-member): each bonus with what it
 * granted, its wagering as a bar, its expiry and state; an active one can be given up, after a
 * confirmation that says what would be taken back.
 */
export function MyBonusesPage() {
  const { t } = useTranslation();
  const api = useApi();
  const [state, setState] = useState<'active' | 'all'>('active');
  const list = useApiList(API.bonus.list, { state });
  const { ask, dialog } = useConfirm();
  const [done, setDone] = useState<number | null>(null);
  const forfeit = useSubmit((idempotencyKey: string, id: number) =>
    api.call(API.bonus.forfeit, { id }, { idempotencyKey }).then((r) => setDone(r.takenBack)),
  );

  const giveUp = async (b: MyBonus) => {
    const unplayed = formatMoney(b.unplayed);
    if (!(await ask(t('front.bonus.forfeitConfirm', { name: b.name, unplayed })))) return;
    setDone(null);
    if (await forfeit.run(b.id)) list.reload();
  };

  const columns: Column<MyBonus>[] = [
    {
      key: 'name',
      labelKey: 'front.bonus.name',
      render: (b) => (
        <>
          <Typography variant="body2">{b.name}</Typography>
          {b.kind && (
            <Typography variant="caption" color="text.secondary">
              {t(`front.bonus.kind.${b.kind}`)}
            </Typography>
          )}
        </>
      ),
    },
    {
      key: 'granted',
      labelKey: 'front.bonus.granted',
      align: 'right',
      render: (b) =>
        b.asset === 'point' ? t('front.bonus.points', { amount: formatMoney(b.granted) }) : formatMoney(b.granted),
    },
    {
      key: 'progress',
      labelKey: 'front.bonus.progress',
      render: (b) => <WagerProgress wagered={b.wagered} toWager={b.toWager} />,
    },
    {
      key: 'expires',
      labelKey: 'front.bonus.expires',
      render: (b) => (b.expiresAt ? formatDate(b.expiresAt) : t('front.bonus.noExpiry')),
    },
    {
      key: 'state',
      labelKey: 'front.bonus.state',
      render: (b) => (
        <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
          <Chip size="small" color={STATE_COLOR[b.state]} label={t(`front.bonus.stateText.${b.state}`)} />
          {b.takenBack > 0 && (
            <Typography variant="caption" color="text.secondary">
              {t('front.bonus.takenBack', { amount: formatMoney(b.takenBack) })}
            </Typography>
          )}
        </Stack>
      ),
    },
    {
      key: 'action',
      labelKey: 'front.bonus.action',
      align: 'center',
      render: (b) =>
        b.state === 'active' ? (
          <Button size="small" color="warning" variant="outlined" disabled={forfeit.sending} onClick={() => giveUp(b)}>
            {t('front.bonus.forfeit')}
          </Button>
        ) : null,
    },
  ];

  return (
    <PageFrame titleKey="front.bonus.title">
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          {t('front.bonus.intro')}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={state}
          onChange={(_e, v: 'active' | 'all' | null) => v && setState(v)}
          aria-label={t('front.bonus.state')}
        >
          <ToggleButton value="active">{t('front.bonus.showActive')}</ToggleButton>
          <ToggleButton value="all">{t('front.bonus.showAll')}</ToggleButton>
        </ToggleButtonGroup>
        <FailureAlert failure={forfeit.failure} onClose={forfeit.clearFailure} />
        {done !== null && <Alert severity="success">{t('front.bonus.forfeited', { amount: formatMoney(done) })}</Alert>}
        <ListState
          loading={list.loading}
          errorCode={list.errorCode}
          empty={list.rows.length === 0}
          emptyText={t(state === 'active' ? 'front.bonus.emptyActive' : 'front.bonus.empty')}
          onRetry={list.reload}
        >
          <DataTable columns={columns} rows={list.rows} rowKey={(b) => b.id} />
          <Pager page={list.page} total={list.total} pageSize={list.pageSize} onChange={list.setPage} />
        </ListState>
      </Stack>
      {dialog}
    </PageFrame>
  );
}
