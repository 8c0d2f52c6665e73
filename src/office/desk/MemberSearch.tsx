import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  Autocomplete,
  Box,
  Dialog,
  DialogContent,
  IconButton,
  TextField,
  Typography,
  useMediaQuery,
} from '@mui/material';
import type { Theme } from '@mui/material/styles';
import SearchIcon from '@mui/icons-material/Search';
import { useDataProvider, usePermissions, useTranslate } from 'react-admin';
import type { OfficePermissions } from '../../authProvider/officePermissions';
import type { OfficeDataProvider } from '../../dataProvider/officeDataProvider';
import type { MemberHit } from '../../shared/api/office/desk';
import { adminDesk, partnerDesk } from '../../shared/endpoints/officeDesk';
import { canAccess } from '../access/canAccess';
import { useOfficeFormat } from '../common/format';

/** Typing pauses this long before the server is asked. */
const DEBOUNCE_MS = 250;

function useDebounced(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

/** One member found: id and nickname, level, cash and points, so the right one is picked at a glance. */
function HitOption({ hit }: { hit: MemberHit }) {
  const translate = useTranslate();
  const { money } = useOfficeFormat();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
      <Typography variant="body2" noWrap>
        <b>{hit.memId}</b> · {hit.memNick} · {translate(`office.tier.${hit.tier}`)} · Lv.{hit.level}
      </Typography>
      <Typography variant="caption" color="text.secondary" noWrap>
        {translate('office.fields.cash')} {money(hit.cash)} · {translate('office.fields.point')} {money(hit.point)}
      </Typography>
    </Box>
  );
}

function SearchField({ onPicked, autoFocus }: { onPicked?: () => void; autoFocus?: boolean }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<OfficeDataProvider>();
  const { permissions } = usePermissions<OfficePermissions>();
  const staff = permissions?.kind === 'staff';
  const entry = staff ? adminDesk.memberSearch : partnerDesk.memberSearch;
  const [text, setText] = useState('');
  const q = useDebounced(text.trim());
  const { data, isFetching } = useQuery({
    queryKey: [entry.path, q],
    queryFn: () => dataProvider.call(entry, { q }),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
  });
  return (
    <Autocomplete<MemberHit>
      size="small"
      sx={{ width: { xs: '100%', md: 280 } }}
      options={q ? (data?.list ?? []) : []}
      filterOptions={(options) => options}
      forcePopupIcon={false}
      getOptionLabel={(hit) => hit.memId}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={isFetching}
      loadingText={translate('office.desk.search.searching')}
      noOptionsText={q ? translate('office.desk.search.none') : translate('office.desk.search.hint')}
      inputValue={text}
      onInputChange={(_, value, reason) => reason !== 'reset' && setText(value)}
      value={null}
      blurOnSelect
      onChange={(_, hit) => {
        if (!hit) return;
        setText('');
        onPicked?.();
        navigate(`/${staff ? 'admin' : 'partner'}/members/${hit.id}/show`);
      }}
      renderOption={({ key, ...props }, hit) => (
        <li key={key} {...props}>
          <HitOption hit={hit} />
        </li>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          autoFocus={autoFocus}
          placeholder={translate('office.desk.search.hint')}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'aria-label': translate('office.desk.search.label') },
          }}
          sx={{ '& .MuiInputBase-root': { bgcolor: 'background.paper', borderRadius: 1 } }}
        />
      )}
    />
  );
}

/**
 * The header's member look-up (docs/architecture/office-front.md#the-front-desk): a member of the
 * caller's scope by the start of the id or nickname, opened on its detail page. On a phone it
 * folds into a search button. Staff whose role opens no member screen see none.
 */
export function MemberSearch() {
  const translate = useTranslate();
  const { permissions } = usePermissions<OfficePermissions>();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const [open, setOpen] = useState(false);
  if (!canAccess(permissions, (permissions?.kind === 'staff' ? adminDesk : partnerDesk).memberSearch)) return null;
  if (!phone) return <SearchField />;
  return (
    <>
      <IconButton color="inherit" aria-label={translate('office.desk.search.label')} onClick={() => setOpen(true)}>
        <SearchIcon />
      </IconButton>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth>
        <DialogContent>
          <Typography variant="subtitle1" sx={{ mb: 1 }}>
            {translate('office.desk.search.label')}
          </Typography>
          <SearchField autoFocus onPicked={() => setOpen(false)} />
        </DialogContent>
      </Dialog>
    </>
  );
}
