import type { BetRow } from '../../../shared/api/bets';
import { cancellable } from './cancelWindow';
import { SportsSlipView } from './SportsSlipView';
import { useSportsCancel } from './useSportsCancel';
import { useSportsOptions } from './useSportsOptions';
import { useNow } from './useNow';

/** A sports slip in the bet detail (dialog and page), with the §4 cancel while it may still be cancelled. */
export function SportsSlipDetail({ slip, onChanged }: { slip: BetRow; onChanged(): void }) {
  const options = useSportsOptions();
  const cancel = useSportsCancel(onChanged);
  const now = useNow();
  return (
    <>
      <SportsSlipView
        slip={slip}
        onCancel={
          cancellable(slip, options.sportsCancelMinutes, now) ? () => void cancel.cancel(slip.betIdx) : undefined
        }
        cancelling={cancel.busy !== null}
      />
      {cancel.dialog}
    </>
  );
}
