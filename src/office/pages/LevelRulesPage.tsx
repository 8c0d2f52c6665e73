import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import PreviewIcon from '@mui/icons-material/Preview';
import {
  BooleanInput,
  NumberInput,
  SaveButton,
  SimpleForm,
  Title,
  Toolbar,
  useDataProvider,
  useNotify,
  useTranslate,
} from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import type { OfficeDataProvider } from '../../dataProvider/officeDataProvider';
import type { LevelRulesInput, LevelRulesPreview, LevelRulesRecord } from '../../shared/api/office/memberLevels';
import { adminLevelRules } from '../../shared/endpoints/memberLevelsOffice';
import { field } from '../common/labels';
import { QueryState } from '../common/QueryState';
import { ScrollX } from '../common/ScrollX';
import { useOfficeFormat } from '../common/format';
import { useApiErrorNotify } from '../common/useApiErrorNotify';
import { officeCallKey, useOfficeCall } from '../common/useOfficeCall';

const text = (key: string) => `office.levelRules.${key}`;

/** What the form holds, as the calls take it: the program and each level's rule, without its name or count. */
const toInput = (values: LevelRulesRecord): LevelRulesInput => ({
  program: values.program,
  rules: values.rules.map(({ level, ruled, turnoverMin, depositsMin, activeDaysMin }) => ({
    level,
    ruled,
    turnoverMin,
    depositsMin,
    activeDaysMin,
  })),
});

const VERDICT_COLORS = { upgrade: 'success', downgrade: 'error', grace: 'warning', kept: 'info' } as const;

/** Who the rules on screen would move today: counts by kind, then the first members with their figures. */
function PreviewResult({ preview }: { preview: LevelRulesPreview }) {
  const translate = useTranslate();
  const { money } = useOfficeFormat();
  return (
    <Box data-testid="level-preview" sx={{ mt: 2 }}>
      <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
        {translate(text('previewTitle'), { day: preview.day })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate(text('previewHelp'))}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        {(Object.keys(VERDICT_COLORS) as (keyof typeof VERDICT_COLORS)[]).map((kind) => (
          <Chip
            key={kind}
            color={VERDICT_COLORS[kind]}
            variant={preview.counts[kind] ? 'filled' : 'outlined'}
            label={`${translate(`office.levelVerdict.${kind}`)}: ${preview.counts[kind]}`}
            data-testid={`level-preview-${kind}`}
          />
        ))}
      </Box>
      {preview.rows.length === 0 ? (
        <Alert severity="info">{translate(text('nobodyMoves'))}</Alert>
      ) : (
        <ScrollX>
          <Table size="small" sx={{ minWidth: 640 }}>
            <TableHead>
              <TableRow>
                {['memId', 'level', 'verdict', 'due', 'turnover', 'deposits', 'activeDays'].map((name) => (
                  <TableCell key={name}>{translate(field(name))}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {preview.rows.map((row) => (
                <TableRow key={row.memberId}>
                  <TableCell>{row.memId}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {row.level} → {row.to}
                  </TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      color={VERDICT_COLORS[row.verdict]}
                      label={translate(`office.levelVerdict.${row.verdict}`)}
                    />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.due ?? '-'}</TableCell>
                  <TableCell align="right">{money(row.figures.turnover)}</TableCell>
                  <TableCell align="right">{money(row.figures.deposits)}</TableCell>
                  <TableCell align="right">{row.figures.activeDays}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollX>
      )}
    </Box>
  );
}

/** Preview reads the form as it stands, unsaved. */
function PreviewButton({ onPreview, busy }: { onPreview: (values: LevelRulesRecord) => void; busy: boolean }) {
  const translate = useTranslate();
  const { getValues } = useFormContext<LevelRulesRecord>();
  return (
    <Button
      variant="outlined"
      startIcon={busy ? <CircularProgress size={16} /> : <PreviewIcon />}
      disabled={busy}
      onClick={() => onPreview(getValues())}
      sx={{ ml: 1 }}
    >
      {translate(text('preview'))}
    </Button>
  );
}

/** One level's row: its name and members, on the ladder or not, and what holding it takes. */
function RuleRow({ index, rule }: { index: number; rule: LevelRulesRecord['rules'][number] }) {
  const translate = useTranslate();
  return (
    <Box
      data-testid={`level-rule-${rule.level}`}
      sx={{
        display: 'grid',
        gap: 1,
        alignItems: 'center',
        gridTemplateColumns: { xs: '1fr 1fr', md: 'minmax(140px, 1.2fr) auto repeat(3, 1fr)' },
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
        <Typography sx={{ fontWeight: 600 }}>
          {translate(text('levelName'), { level: rule.level, name: rule.name })}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {translate(text('membersOn'), { n: rule.members })}
        </Typography>
      </Box>
      <BooleanInput source={`rules.${index}.ruled`} label={field('ruled')} helperText={false} />
      <NumberInput
        source={`rules.${index}.turnoverMin`}
        label={field('turnoverMin')}
        min={0}
        step={100_000}
        helperText={false}
      />
      <NumberInput
        source={`rules.${index}.depositsMin`}
        label={field('depositsMin')}
        min={0}
        step={100_000}
        helperText={false}
      />
      <NumberInput
        source={`rules.${index}.activeDaysMin`}
        label={field('activeDaysMin')}
        min={0}
        max={365}
        helperText={false}
      />
    </Box>
  );
}

/**
 * Automatic member levels (docs/domains/member-levels.md): the site's program (on or off, the
 * window, the grace) and each level's rule in one form; Preview shows who the rules on screen would
 * move today before anything is saved.
 */
export function LevelRulesPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const onError = useApiErrorNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<OfficeDataProvider>();
  const { data, isPending, error } = useOfficeCall(adminLevelRules.get);
  const [preview, setPreview] = useState<LevelRulesPreview | null>(null);
  const [previewing, setPreviewing] = useState(false);

  const save = async (values: Record<string, unknown>) => {
    try {
      const saved = await dataProvider.call(adminLevelRules.update, { data: toInput(values as LevelRulesRecord) });
      queryClient.setQueryData(officeCallKey(adminLevelRules.get), saved);
      setPreview(null);
      notify('ra.notification.updated', { type: 'success', messageArgs: { smart_count: 1 } });
    } catch (e) {
      onError(e);
    }
  };
  const runPreview = async (values: LevelRulesRecord) => {
    setPreviewing(true);
    try {
      setPreview(await dataProvider.call(adminLevelRules.preview, { data: toInput(values) }));
    } catch (e) {
      onError(e);
    } finally {
      setPreviewing(false);
    }
  };

  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <Title title={translate('office.menu.levelRules')} />
      <QueryState isPending={isPending} error={error}>
        {data && (
          <Card>
            <SimpleForm
              record={data}
              onSubmit={save}
              toolbar={
                <Toolbar>
                  <SaveButton />
                  <PreviewButton onPreview={runPreview} busy={previewing} />
                </Toolbar>
              }
            >
              <CardContent sx={{ px: 0, width: '100%' }}>
                <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
                  {translate(text('program'))}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                  {translate(text('programHelp'))}
                </Typography>
                <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
                  <BooleanInput source="program.enabled" label={field('levelProgramOn')} />
                  <NumberInput source="program.windowDays" label={field('windowDays')} min={1} max={365} />
                  <NumberInput source="program.graceDays" label={field('graceDays')} min={0} max={90} />
                </Box>
                <Typography variant="body2" color="text.secondary">
                  {data.lastReview
                    ? translate(text('lastReview'), { day: data.lastReview })
                    : translate(text('noReviewYet'))}
                </Typography>
              </CardContent>
              <CardContent sx={{ px: 0, width: '100%' }}>
                <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
                  {translate(text('ladder'))}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                  {translate(text('ladderHelp'))}
                </Typography>
                {data.rules.map((rule, index) => (
                  <RuleRow key={rule.level} index={index} rule={rule} />
                ))}
                {preview && <PreviewResult preview={preview} />}
              </CardContent>
            </SimpleForm>
          </Card>
        )}
      </QueryState>
    </Box>
  );
}
