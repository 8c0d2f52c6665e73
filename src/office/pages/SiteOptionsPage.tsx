import { Box, Card, CardContent, Typography } from '@mui/material';
import {
  ArrayInput,
  BooleanInput,
  CheckboxGroupInput,
  NumberInput,
  SaveButton,
  SelectInput,
  SimpleForm,
  SimpleFormIterator,
  TextInput,
  Title,
  Toolbar,
  useDataProvider,
  useNotify,
  useTranslate,
} from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import type { OfficeDataProvider } from '../../dataProvider/officeDataProvider';
import type { SiteOptions } from '../../shared/api/office/index';
import { changedFields } from '../common/changedFields';
import { field } from '../common/labels';
import { PercentInput } from '../common/PercentInput';
import { RiskRulesInput } from './RiskRulesInput';
import { QueryState } from '../common/QueryState';
import { useApiErrorNotify } from '../common/useApiErrorNotify';
import { officeCallKey, useOfficeCall } from '../common/useOfficeCall';
import { adminSiteOptions } from '../../shared/endpoints/site';
import { ALL_CONFLICT_RULES, conflictMessageKey } from '../../shared/sports/conflicts';
import { sportChoices } from '../common/sportsText';

type OptionKey = keyof SiteOptions;
type Kind = 'yn' | 'won' | 'number' | 'percent' | 'text' | 'streaks' | 'conflicts' | 'riskRules' | 'sportDelays';

/** §3 site option and settings, in the groups staff look for them. */
const SECTIONS: { name: string; fields: [OptionKey, Kind][] }[] = [
  {
    name: 'site',
    fields: [
      ['siteStatus', 'yn'],
      ['boardStatus', 'yn'],
      ['eventYn', 'yn'],
      ['multiLogin', 'yn'],
      ['autoLogoutMinutes', 'number'],
      // docs/operations/retention.md
      ['retentionMonths', 'number'],
    ],
  },
  {
    name: 'security',
    fields: [
      ['loginUnlockMinutes', 'number'],
      ['sessionMaxHours', 'number'],
    ],
  },
  {
    name: 'signup',
    fields: [
      ['joinStatus', 'yn'],
      ['recommendYn', 'yn'],
    ],
  },
  {
    name: 'sns',
    fields: ([1, 2, 3] as const).flatMap(
      (n) =>
        [
          [`sns${n}`, 'text'],
          [`sns${n}Id`, 'text'],
          [`sns${n}Link`, 'text'],
        ] as [OptionKey, Kind][],
    ),
  },
  {
    name: 'cash',
    fields: [
      ['depositMin', 'won'],
      ['depositMax', 'won'],
      ['depositUnit', 'won'],
      ['depositReapplyMinutes', 'number'],
      ['withdrawMin', 'won'],
      ['withdrawMax', 'won'],
      ['withdrawUnit', 'won'],
      ['withdrawReapplyMinutes', 'number'],
      ['withdrawRollingBp', 'percent'],
      ['correctionApprovalOver', 'won'],
      ['depositMatchMinutes', 'number'],
      ['bankNoticeSkewSeconds', 'number'],
    ],
  },
  {
    // docs/domains/cash.md#withdrawal-risk-rules
    name: 'withdrawalRisk',
    fields: [
      ['withdrawAutoApproveYn', 'yn'],
      ['withdrawRiskWinRatioBp', 'percent'],
      ['withdrawRiskAccountDays', 'number'],
      ['withdrawRiskRules', 'riskRules'],
    ],
  },
  {
    name: 'points',
    fields: [
      ['pointChangeYn', 'yn'],
      ['pointChangeAmtLimit', 'won'],
      ['pointChangeAmtUnit', 'won'],
      ['commentPoint', 'won'],
    ],
  },
  {
    name: 'promotions',
    fields: [
      ['attendanceYn', 'yn'],
      ['attendancePoint', 'won'],
      ['attendanceDepositMin', 'won'],
      ['attendanceSpinEvery', 'number'],
      ['rouletteYn', 'yn'],
      ['rouletteDepositMin', 'won'],
      ['attendanceStreakBonuses', 'streaks'],
    ],
  },
  {
    // docs/domains/wagering.md#lapse
    name: 'wagering',
    fields: [['wagerLapseBelow', 'won']],
  },
  {
    name: 'mainPage',
    fields: [
      ['liveStreamUrl', 'text'],
      ['showPreparingVendors', 'yn'],
    ],
  },
  {
    name: 'sports',
    fields: [
      ['sportsCancelMinutes', 'number'],
      ['sportsMaxLegs', 'number'],
      ['sportsMarginBp', 'percent'],
      ['sportsCashOutMarginBp', 'percent'],
      ['sportsMarketLiabilityCap', 'won'],
      ['sportsLiveSilenceS', 'number'],
      ['sportsDemoLiveSpeed', 'number'],
      // docs/domains/sportsbook.md#bet-delay-in-play
      ['sportsLiveDelayS', 'number'],
      ['sportsLiveDelays', 'sportDelays'],
      ['sportsBonusOdds3', 'number'],
      ['sportsBonusOdds6', 'number'],
      ['sportsBonusOdds9', 'number'],
      ['sportsBonusMinLegOdds', 'number'],
      ['sportsBetMin', 'won'],
      ['sportsBetMax', 'won'],
      ['sportsWinMax', 'won'],
      ['sportsTotalOddsMin', 'number'],
      ['sportsTotalOddsMax', 'number'],
      ['sportsLegOddsMin', 'number'],
      ['sportsLegOddsMax', 'number'],
      ['sportsConflictRules', 'conflicts'],
    ],
  },
  {
    name: 'bank',
    fields: [
      ['bankName', 'text'],
      ['bankAccountNo', 'text'],
      ['bankAccountHolder', 'text'],
    ],
  },
];

const OVER_100_PERCENT: OptionKey[] = ['withdrawRollingBp', 'withdrawRiskWinRatioBp'];

function OptionInput({ name, kind }: { name: OptionKey; kind: Kind }) {
  const label = field(name);
  if (kind === 'yn')
    return (
      <BooleanInput
        source={name}
        label={label}
        format={(v: string) => v === 'Y'}
        parse={(v: boolean) => (v ? 'Y' : 'N')}
      />
    );
  if (kind === 'text') return <TextInput source={name} label={label} />;
  // §5: each refused pair of one match, named by its own refusal message.
  if (kind === 'conflicts')
    return (
      <CheckboxGroupInput
        source={name}
        label={label}
        choices={ALL_CONFLICT_RULES.map((rule) => ({ id: rule, name: conflictMessageKey(rule) }))}
        sx={{ gridColumn: '1 / -1' }}
      />
    );
  if (kind === 'riskRules') return <RiskRulesInput source={name} />;
  // The rolling required before a withdrawal, and a win over the deposits, may exceed the deposit (300% = three times over).
  if (kind === 'percent')
    return <PercentInput source={name} label={label} max={OVER_100_PERCENT.includes(name) ? 10_000 : 100} />;
  // A sport's own bet delay in play, over the site's default (one row per sport).
  if (kind === 'sportDelays')
    return (
      <ArrayInput source={name} label={label} sx={{ gridColumn: '1 / -1' }}>
        <SimpleFormIterator inline disableReordering resource="siteOptions">
          <SelectInput source="sport" label={field('sport')} choices={sportChoices} />
          <NumberInput source="seconds" label={field('delaySeconds')} min={0} max={600} />
        </SimpleFormIterator>
      </ArrayInput>
    );
  if (kind === 'streaks') {
    return (
      <ArrayInput source={name} label={label}>
        <SimpleFormIterator inline disableReordering resource="siteOptions">
          <NumberInput source="days" label={field('streakDays')} min={2} max={366} />
          <NumberInput source="point" label={field('point')} min={0} step={1000} />
        </SimpleFormIterator>
      </ArrayInput>
    );
  }
  return <NumberInput source={name} label={label} min={0} step={kind === 'won' ? 1000 : 1} />;
}

/** §3 site options: only the changed options are sent. */
export function SiteOptionsPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const onError = useApiErrorNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<OfficeDataProvider>();
  const { data, isPending, error } = useOfficeCall(adminSiteOptions.get);

  const save = async (values: Record<string, unknown>) => {
    try {
      const saved = await dataProvider.call(adminSiteOptions.update, { data: changedFields(values, data) });
      queryClient.setQueryData(officeCallKey(adminSiteOptions.get), saved);
      notify('ra.notification.updated', { type: 'success', messageArgs: { smart_count: 1 } });
    } catch (e) {
      onError(e);
    }
  };

  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <Title title={translate('office.menu.siteOptions')} />
      <QueryState isPending={isPending} error={error}>
        {data && (
          <Card>
            <SimpleForm
              record={data}
              onSubmit={save}
              toolbar={
                <Toolbar>
                  <SaveButton />
                </Toolbar>
              }
            >
              {SECTIONS.map((section) => (
                // each section a named region: read aloud by its heading, and found by it
                <CardContent
                  key={section.name}
                  component="section"
                  aria-labelledby={`site-options-${section.name}`}
                  sx={{ px: 0, width: '100%' }}
                >
                  <Typography
                    id={`site-options-${section.name}`}
                    component="h2"
                    variant="subtitle1"
                    sx={{ fontWeight: 600, mb: 1 }}
                  >
                    {translate(`office.siteOptions.${section.name}`)}
                  </Typography>
                  <Box
                    sx={{
                      display: 'grid',
                      gap: 1,
                      gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
                    }}
                  >
                    {section.fields.map(([name, kind]) => (
                      <OptionInput key={name} name={name} kind={kind} />
                    ))}
                  </Box>
                </CardContent>
              ))}
            </SimpleForm>
          </Card>
        )}
      </QueryState>
    </Box>
  );
}
