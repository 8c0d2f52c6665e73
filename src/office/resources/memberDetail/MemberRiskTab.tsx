import { useState } from 'react';
import { Alert, Box, Button, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import { useDataProvider, usePermissions, useRecordContext, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import type { OfficeDataProvider } from '../../../dataProvider/officeDataProvider';
import type { OfficePermissions } from '../../../authProvider/officePermissions';
import type { LowerMemberRecord } from '../../../shared/api/office/members';
import type { SportsRiskProfileRecord } from '../../../shared/api/office/sportsRisk';
import { API } from '../../../shared/endpoints';
import { canAccess } from '../../access/canAccess';
import { QueryState } from '../../common/QueryState';
import { useOfficeFormat } from '../../common/format';
import { useApiErrorNotify } from '../../common/useApiErrorNotify';
import { officeCallKey, useOfficeCall } from '../../common/useOfficeCall';

const text = (key: string) => `office.sportsRisk.${key}`;

/** A typed maximum: empty is none, else a whole won above zero (null: not a valid amount). */
const parseMax = (typed: string): number | null | undefined => {
  if (typed.trim() === '') return null;
  const value = Number(typed.replaceAll(',', ''));
  return Number.isSafeInteger(value) && value > 0 ? value : undefined;
};

/** A typed bet delay in play: empty is the sport's, else whole seconds 0–600 (undefined: not valid). */
const parseDelay = (typed: string): number | null | undefined => {
  if (typed.trim() === '') return null;
  const value = Number(typed);
  return Number.isInteger(value) && value >= 0 && value <= 600 ? value : undefined;
};

/** A whole number typed by staff. */
function AmountInput(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: boolean;
  helperText: string;
  disabled: boolean;
}) {
  return (
    <TextField
      {...props}
      onChange={(e) => props.onChange(e.target.value)}
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
    />
  );
}

/** The profile as staff edit it; a saved change starts the form over. */
function ProfileForm({
  memberId,
  profile,
  editable,
}: {
  memberId: number;
  profile: SportsRiskProfileRecord;
  editable: boolean;
}) {
  const translate = useTranslate();
  const onError = useApiErrorNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<OfficeDataProvider>();
  const { money, dateTime } = useOfficeFormat();
  const [factor, setFactor] = useState(String(profile.stakeFactorPct));
  const [fixtureMax, setFixtureMax] = useState(profile.fixtureMax === null ? '' : String(profile.fixtureMax));
  const [marketMax, setMarketMax] = useState(profile.marketMax === null ? '' : String(profile.marketMax));
  const [liveDelay, setLiveDelay] = useState(profile.liveDelayS === null ? '' : String(profile.liveDelayS));
  const [busy, setBusy] = useState(false);
  const pct = Number(factor);
  const factorOk = factor.trim() !== '' && Number.isInteger(pct) && pct >= 0 && pct <= 100;
  const fixture = parseMax(fixtureMax);
  const market = parseMax(marketMax);
  const delay = parseDelay(liveDelay);
  const valid = factorOk && fixture !== undefined && market !== undefined && delay !== undefined;
  const fields = [
    { name: 'stakeFactorPct', value: factor, set: setFactor, error: !factorOk, help: 'stakeFactorHelp' },
    { name: 'fixtureMax', value: fixtureMax, set: setFixtureMax, error: fixture === undefined, help: 'maxHelp' },
    { name: 'marketMax', value: marketMax, set: setMarketMax, error: market === undefined, help: 'maxHelp' },
    { name: 'liveDelayS', value: liveDelay, set: setLiveDelay, error: delay === undefined, help: 'liveDelayHelp' },
  ];

  const save = async (
    next: {
      stakeFactorPct: number;
      fixtureMax: number | null;
      marketMax: number | null;
      liveDelayS: number | null;
    } | null,
  ) => {
    setBusy(true);
    try {
      const saved = await dataProvider.call(API.adminSportsRiskProfiles.update, {
        id: memberId,
        data: { profile: next },
      });
      queryClient.setQueryData(officeCallKey(API.adminSportsRiskProfiles.get, { id: memberId }), saved);
    } catch (e) {
      onError(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ p: 2, display: 'grid', gap: 2, maxWidth: 560 }} data-testid="member-risk">
      <Typography variant="body2" color="text.secondary">
        {translate(text('explain'))}
      </Typography>
      {profile.stakeFactorPct === 0 && <Alert severity="warning">{translate(text('closed'))}</Alert>}
      {fields.map((field) => (
        <AmountInput
          key={field.name}
          label={translate(text(field.name))}
          value={field.value}
          onChange={field.set}
          error={field.error}
          helperText={translate(text(field.help))}
          disabled={!editable}
        />
      ))}
      <Typography variant="caption" color="text.secondary">
        {profile.custom && profile.updatedAt
          ? translate(text('savedBy'), { staff: profile.updatedBy ?? '-', at: dateTime(profile.updatedAt) })
          : translate(text('none'))}
        {profile.fixtureMax !== null && ` · ${translate(text('fixtureMax'))} ${money(profile.fixtureMax)}`}
        {profile.marketMax !== null && ` · ${translate(text('marketMax'))} ${money(profile.marketMax)}`}
        {profile.liveDelayS !== null && ` · ${translate(text('liveDelayS'))} ${profile.liveDelayS}`}
      </Typography>
      {editable && (
        <Stack direction="row" spacing={1}>
          <Button
            variant="contained"
            startIcon={busy ? <CircularProgress size={14} /> : <SaveIcon />}
            disabled={!valid || busy}
            onClick={() =>
              save({
                stakeFactorPct: pct,
                fixtureMax: fixture ?? null,
                marketMax: market ?? null,
                liveDelayS: delay ?? null,
              })
            }
          >
            {translate('ra.action.save')}
          </Button>
          {profile.custom && (
            <Button disabled={busy} onClick={() => save(null)}>
              {translate(text('drop'))}
            </Button>
          )}
        </Stack>
      )}
    </Box>
  );
}

/**
 * The staff member detail's sports risk tab (docs/domains/sportsbook.md#risk): the member's stake
 * factor, maximum stake per fixture and per market, and bet delay in play, saved and audited; read-only for staff who
 * may read the sportsbook's office but not change it.
 */
export function MemberRiskTab() {
  const record = useRecordContext<LowerMemberRecord>();
  const { permissions } = usePermissions<OfficePermissions>();
  const id = Number(record?.id);
  const { data, isPending, error } = useOfficeCall(API.adminSportsRiskProfiles.get, { id }, !!record);
  if (!record) return null;
  return (
    <QueryState isPending={isPending} error={error}>
      {data && (
        <ProfileForm
          key={JSON.stringify(data)}
          memberId={id}
          profile={data}
          editable={canAccess(permissions, API.adminSportsRiskProfiles.update)}
        />
      )}
    </QueryState>
  );
}
