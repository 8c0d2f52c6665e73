import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Checkbox, Chip, Stack, Tab, Tabs, Typography } from '@mui/material';
import {
  MessageAction,
  MessageFilter,
  type MessageItem,
  type MessageListResponse,
  type MessageUpdateRequest,
} from '../../../shared/api/message';
import { API } from '../../../shared/endpoints/member';
import { useApi } from '../../apiContext';
import { formatDate } from '../../format';
import { useSession } from '../../session';
import {
  DataTable,
  FailureAlert,
  ListState,
  PageFrame,
  Pager,
  apiFailure,
  useApiList,
  useConfirm,
  usePagePaths,
  type ApiFailure,
  type Column,
} from '../../ui';

const TABS = [MessageFilter.All, MessageFilter.Read, MessageFilter.Unread] as const;

/**
 * §2 message box: all / read / unread, select and delete (§4: an unread message cannot be deleted,
 * M002; §5: at least one selected), mark all read. Every answer carries the unread count, which
 * the session keeps for the header's new-message banner.
 */
export function MessageListPage() {
  const { t } = useTranslation();
  const api = useApi();
  const paths = usePagePaths();
  const { setUnread } = useSession();
  const { ask, dialog } = useConfirm();
  const [filter, setFilter] = useState<MessageFilter>(MessageFilter.All);
  const [selected, setSelected] = useState<number[]>([]);
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const list = useApiList(API.messages.list, { filter });
  const unread = (list.answer as MessageListResponse | null)?.unread;

  useEffect(() => {
    if (typeof unread === 'number') setUnread(unread);
  }, [unread, setUnread]);

  const update = async (body: MessageUpdateRequest) => {
    setFailure(null);
    try {
      const answer = await api.call(API.messages.update, body);
      setUnread(answer.unread);
      setSelected([]);
      list.reload();
    } catch (error) {
      setFailure(apiFailure(error));
    }
  };

  const remove = async () => {
    setNotice(null);
    if (selected.length === 0) return setNotice('front.message.selectOne');
    if (await ask(t('front.message.deleteConfirm')))
      await update({ action: MessageAction.Delete, msgIdxList: selected });
  };

  const toggle = (msgIdx: number) =>
    setSelected((now) => (now.includes(msgIdx) ? now.filter((id) => id !== msgIdx) : [...now, msgIdx]));
  const allChecked = list.rows.length > 0 && list.rows.every((row) => selected.includes(row.msgIdx));

  const columns: Column<MessageItem>[] = [
    {
      key: 'select',
      labelKey: 'front.message.select',
      render: (row) => (
        <Checkbox
          size="small"
          checked={selected.includes(row.msgIdx)}
          onClick={(event) => event.stopPropagation()}
          onChange={() => toggle(row.msgIdx)}
          slotProps={{ input: { 'aria-label': row.title } }}
        />
      ),
    },
    {
      key: 'title',
      labelKey: 'front.message.subject',
      align: 'left',
      link: true,
      render: (row) => <Typography sx={{ fontWeight: row.readYn === 'N' ? 700 : 400 }}>{row.title}</Typography>,
    },
    { key: 'sent', labelKey: 'front.message.sendTime', render: (row) => formatDate(row.sendTime) },
    {
      key: 'state',
      labelKey: 'front.message.state',
      render: (row) => (
        <Chip
          size="small"
          color={row.readYn === 'N' ? 'warning' : 'default'}
          label={t(row.readYn === 'N' ? 'front.message.unread' : 'front.message.read')}
        />
      ),
    },
  ];

  return (
    <PageFrame titleKey="front.message.title">
      <Tabs
        value={filter}
        onChange={(_, next: MessageFilter) => {
          setFilter(next);
          setSelected([]);
        }}
        sx={{ mb: 2 }}
      >
        {TABS.map((tab) => (
          <Tab key={tab} value={tab} label={t(`front.message.tabs.${tab}`)} />
        ))}
      </Tabs>
      <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <Checkbox
          size="small"
          checked={allChecked}
          onChange={() => setSelected(allChecked ? [] : list.rows.map((row) => row.msgIdx))}
          slotProps={{ input: { 'aria-label': t('front.message.selectAll') } }}
        />
        <Button size="small" variant="outlined" color="error" onClick={() => void remove()}>
          {t('front.message.delete')}
        </Button>
        <Button size="small" variant="outlined" onClick={() => void update({ action: MessageAction.ReadAll })}>
          {t('front.message.readAll')}
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        {typeof unread === 'number' && (
          <Typography variant="body2" color="text.secondary">
            {t('front.message.unreadCount', { count: unread })}
          </Typography>
        )}
      </Stack>
      {notice && (
        <Alert severity="warning" sx={{ mb: 1 }} onClose={() => setNotice(null)}>
          {t(notice)}
        </Alert>
      )}
      <Box sx={{ mb: failure ? 1 : 0 }}>
        <FailureAlert failure={failure} onClose={() => setFailure(null)} />
      </Box>
      <ListState loading={list.loading} errorCode={list.errorCode} empty={list.rows.length === 0} onRetry={list.reload}>
        <DataTable
          columns={columns}
          rows={list.rows}
          rowKey={(row) => row.msgIdx}
          rowLink={(row) => paths.messageRead(row.msgIdx)}
        />
      </ListState>
      <Pager page={list.page} total={list.total} pageSize={list.pageSize} onChange={list.setPage} />
      {dialog}
    </PageFrame>
  );
}
