import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { FlagEvidence } from '../../../shared/api/integrity';
import { useOfficeFormat } from '../../common/format';

/** Ledger kinds of promotions (docs/domains/promotions.md, bonuses.md) as words of `office.integrity.promoKind`. */
const PROMO_KIND: Record<string, string> = {
  'coupon.use': 'coupon',
  'attendance.reward': 'attendance',
  'roulette.win': 'roulette',
  'bonus.grant': 'bonus',
};

function Section({ title, lines }: { title: string; lines: string[] }) {
  if (!lines.length) return null;
  return (
    <Box sx={{ mb: 1.5 }}>
      <Typography variant="subtitle2">{title}</Typography>
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        {lines.map((line, i) => (
          <Typography component="li" variant="body2" key={i}>
            {line}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

/** What the integrity job found, as sentences staff can judge from (no codes, no raw JSON). */
export function FlagEvidenceView({ evidence }: { evidence: FlagEvidence }) {
  const translate = useTranslate();
  const { money, dateTime } = useOfficeFormat();
  const list = (names: string[]) => names.join(', ');
  const signals = evidence.signals.map((s) =>
    translate(`office.integrity.signal.${s.kind}`, { value: s.value, members: list(s.memIds) }),
  );
  const transfers = (evidence.transfers ?? []).map((t) =>
    translate('office.integrity.transfer', {
      at: dateTime(t.at),
      from: t.from,
      to: t.to,
      kind: translate(`office.transferKind.${t.kind}`, { _: t.kind }),
      amount: money(t.amount),
    }),
  );
  const bets = (evidence.oppositeBets ?? []).map((b) =>
    translate('office.integrity.oppositeBet', {
      game: b.game,
      round: b.round,
      market: b.market,
      picks: b.picks
        .map((p) => translate('office.integrity.pick', { memId: p.memId, pick: p.pick, stake: money(p.stake) }))
        .join(' / '),
    }),
  );
  const promotions = (evidence.promotions ?? []).map((p) =>
    translate('office.integrity.promotion', {
      memId: p.memId,
      kind: translate(`office.integrity.promoKind.${PROMO_KIND[p.kind] ?? 'other'}`),
      count: p.count,
      amount: money(p.amount),
    }),
  );
  const signupBonuses = (evidence.signupBonuses ?? []).map((b) =>
    translate('office.integrity.signupBonus', {
      memId: b.memId,
      amount: money(b.amount),
      asset: translate(`office.bonus.pays.${b.asset}`),
      at: dateTime(b.at),
      state: translate(`office.bonus.state.${b.state}`),
    }),
  );
  const cashout = evidence.bonusCashout;
  const cashoutLines = cashout
    ? [
        translate('office.integrity.cashoutDeposit', {
          at: dateTime(cashout.deposit.at),
          amount: money(cashout.deposit.amount),
          program: cashout.bonus.program,
          bonus: `${translate(`office.bonus.pays.${cashout.bonus.asset}`)} ${money(cashout.bonus.amount)}`,
          state: translate(`office.bonus.state.${cashout.bonus.state}`),
        }),
        translate('office.integrity.cashoutWithdrawal', {
          at: dateTime(cashout.withdrawal.at),
          amount: money(cashout.withdrawal.amount),
          status: translate(`office.cashStatus.${cashout.withdrawal.status}`),
        }),
        translate('office.integrity.cashoutStakes', {
          stakes: money(cashout.stakes),
          threshold: money(cashout.threshold),
          percent: cashout.thresholdBp / 100,
        }),
      ]
    : [];
  return (
    <Box>
      <Section title={translate('office.integrity.signals')} lines={signals} />
      <Section title={translate('office.integrity.transfers')} lines={transfers} />
      <Section title={translate('office.integrity.oppositeBets')} lines={bets} />
      <Section title={translate('office.integrity.promotions')} lines={promotions} />
      <Section title={translate('office.integrity.signupBonuses')} lines={signupBonuses} />
      <Section title={translate('office.integrity.bonusCashout')} lines={cashoutLines} />
    </Box>
  );
}
