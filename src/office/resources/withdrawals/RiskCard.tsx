import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import ReplayIcon from '@mui/icons-material/Replay';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { isOpenRequest } from '../../../shared/api/cash';
import type { WithdrawalRiskCard } from '../../../shared/api/withdrawalRisk';
import { adminWithdrawals } from '../../../shared/endpoints/cashOffice';
import { QueryState } from '../../common/QueryState';
import { ScrollX } from '../../common/ScrollX';
import { useOfficeFormat } from '../../common/format';
import { useOfficeAction } from '../../common/useOfficeAction';
import { useOfficeCall } from '../../common/useOfficeCall';
import { riskResultText } from './riskWords';

const MONEY_COLUMNS = ['deposits', 'withdrawals', 'bets', 'wins'] as const;

/** Each enabled check, in the site's order, passed or failed in words. */
function Checks({ card }: { card: WithdrawalRiskCard }) {
  const translate = useTranslate();
  const format = useOfficeFormat();
  if (card.checks.length === 0) return <Alert severity="info">{translate('office.withdrawalRisk.noChecks')}</Alert>;
  return (
    <List dense disablePadding data-testid="risk-checks">
      {card.checks.map((r) => (
        <ListItem key={r.check} disableGutters data-testid={`risk-check-${r.check}`}>
          <ListItemIcon sx={{ minWidth: 32 }}>
            {r.passed ? (
              <CheckCircleIcon
                color="success"
                fontSize="small"
                titleAccess={translate('office.withdrawalRisk.passed')}
              />
            ) : (
              <ErrorIcon color="warning" fontSize="small" titleAccess={translate('office.withdrawalRisk.failed')} />
            )}
          </ListItemIcon>
          <ListItemText
            primary={translate(`office.withdrawalRisk.check.${r.check}`)}
            secondary={riskResultText(translate, format, r)}
          />
        </ListItem>
      ))}
    </List>
  );
}

/** What the rules decided when they last ran, and whether they may approve by themselves. */
function Decision({ card }: { card: WithdrawalRiskCard }) {
  const translate = useTranslate();
  const { dateTime } = useOfficeFormat();
  const j = card.judgement;
  const auto = translate(`office.withdrawalRisk.auto.${card.autoApproveYn}`);
  if (!j) return <Typography variant="body2">{`${translate('office.withdrawalRisk.notJudged')} · ${auto}`}</Typography>;
  const failed = j.failed.map((c) => translate(`office.withdrawalRisk.failedCheck.${c}`)).join(', ');
  const key = j.approved ? 'approved' : j.passed ? 'passedHeld' : 'held';
  return (
    <Typography variant="body2" data-testid="risk-decision">
      {`${translate(`office.withdrawalRisk.decision.${key}`, { at: dateTime(j.judgedAt), failed })} · ${auto}`}
    </Typography>
  );
}

/** The member's deposits, withdrawals, bets and wins per day of the last days, today first. */
function RecentMoney({ card }: { card: WithdrawalRiskCard }) {
  const translate = useTranslate();
  const { money } = useOfficeFormat();
  const quiet = card.recent.every((d) => MONEY_COLUMNS.every((c) => d[c] === 0));
  return (
    <Box>
      <Typography variant="subtitle2" sx={{ mt: 2, mb: 1 }}>
        {translate('office.withdrawalRisk.recent', { days: card.recent.length })}
      </Typography>
      {quiet ? (
        <Typography variant="body2" color="text.secondary">
          {translate('office.withdrawalRisk.noMoney')}
        </Typography>
      ) : (
        <ScrollX>
          <Table size="small" data-testid="risk-recent">
            <TableHead>
              <TableRow>
                <TableCell>{translate('office.withdrawalRisk.day')}</TableCell>
                {MONEY_COLUMNS.map((c) => (
                  <TableCell key={c} align="right">
                    {translate(`office.withdrawalRisk.money.${c}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {card.recent.map((d) => (
                <TableRow key={d.day}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{d.day}</TableCell>
                  {MONEY_COLUMNS.map((c) => (
                    <TableCell key={c} align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {money(d[c])}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ScrollX>
      )}
    </Box>
  );
}

/**
 * A withdrawal's risk card (docs/domains/cash.md#withdrawal-risk-rules): each check's result in
 * words, the rules' last decision, the member's recent money; on an open request staff may run the
 * rules again (they approve it when it now passes and the site allows them).
 */
export function RiskCard({ id, status }: { id: number; status: number }) {
  const translate = useTranslate();
  const { data, isPending, error } = useOfficeCall(adminWithdrawals.risk, { id });
  const { run, busy } = useOfficeAction();
  const judge = () => run((dp) => dp.call(adminWithdrawals.judge, { id }), { message: 'office.withdrawalRisk.judged' });
  return (
    <Card variant="outlined" data-testid="risk-card">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {translate('office.withdrawalRisk.title')}
        </Typography>
        <QueryState isPending={isPending} error={error}>
          {data && (
            <>
              <Checks card={data} />
              <Decision card={data} />
              {isOpenRequest({ status }) && (
                <Button size="small" startIcon={<ReplayIcon />} onClick={judge} disabled={busy} sx={{ mt: 1 }}>
                  {translate('office.withdrawalRisk.judge')}
                </Button>
              )}
              <RecentMoney card={data} />
            </>
          )}
        </QueryState>
      </CardContent>
    </Card>
  );
}
