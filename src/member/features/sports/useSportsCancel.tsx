import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newIdempotencyKey } from '../../../dataProvider/apiClient';
import { API } from '../../../shared/endpoints/member';
import { useApi } from '../../apiContext';
import { notices } from '../../notice/noticeStore';
import { useSession } from '../../session';
import { apiFailure, useConfirm } from '../../ui';
import { refusalText } from './refusalText';

/**
 * §4 sports cancel with its confirm step (§8 messages: confirm, success, time over, failure): the
 * server first says whether the slip may still be cancelled and what comes back, the member
 * confirms, then the cancel goes with one idempotency key per slip (the same on a retry). The
 * outcome shows in the front's one alert dialog. Render `dialog` once in the page.
 */
export function useSportsCancel(onCancelled: () => void) {
  const { t } = useTranslation();
  const api = useApi();
  const session = useSession();
  const confirm = useConfirm();
  const keys = useRef(new Map<number, string>());
  const [busy, setBusy] = useState<number | null>(null);

  const refuse = (error: unknown) => {
    const failure = apiFailure(error);
    notices.show(refusalText(t, failure.code, failure.values));
  };

  const cancel = async (betIdx: number) => {
    if (busy !== null) return;
    setBusy(betIdx);
    try {
      const check = await api.call(API.sports.cancel, { betIdx, confirm: 'N' });
      if (!(await confirm.ask(t('front.sports.cancel.confirm', { amount: check.refund })))) return;
      const key = keys.current.get(betIdx) ?? newIdempotencyKey();
      keys.current.set(betIdx, key);
      const done = await api.call(API.sports.cancel, { betIdx, confirm: 'Y' }, { idempotencyKey: key });
      if (done.cashAmt !== null) session.setBalances(done.cashAmt, session.point);
      notices.show(t('front.sports.cancel.success'));
      onCancelled();
    } catch (error) {
      refuse(error);
    } finally {
      setBusy(null);
    }
  };

  return { cancel, busy, dialog: confirm.dialog };
}
