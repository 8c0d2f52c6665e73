import type { ReactNode } from 'react';
import { Box, Paper } from '@mui/material';
import { useDevice } from '../../device/useDevice';
import { useSession } from '../../session';
import { SlipDrawer } from './SlipDrawer';
import { SportsSlip } from './SportsSlip';
import { slipFigures } from './slipModel';
import type { BetSlip } from './useBetSlip';
import { useSportsOptions } from './useSportsOptions';

interface SlipFrameProps {
  slip: BetSlip;
  /** A slip was taken: the page reads its prices again. */
  onPlaced(): void;
  children: ReactNode;
}

/**
 * A page of prices with its slip: beside the page on a desktop, a bottom drawer opened from the
 * slip bar on a phone.
 */
export function SlipFrame({ slip, onPlaced, children }: SlipFrameProps) {
  const { device } = useDevice();
  const session = useSession();
  const options = useSportsOptions();
  const figures = slipFigures(slip.legs, slip.amount ?? 0, options);

  const view = (
    <SportsSlip
      legs={slip.legs}
      options={options}
      cash={session.cash}
      sending={slip.sending}
      failure={slip.failure}
      placed={slip.placed}
      amount={slip.amount}
      onAmount={slip.setAmount}
      acceptMode={slip.acceptMode}
      onAcceptMode={slip.setAcceptMode}
      onRemove={slip.remove}
      onClear={slip.clear}
      onPlace={(stake) => {
        void slip.place(stake).then((taken) => taken && onPlaced());
      }}
    />
  );

  return (
    <>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: device === 'mobile' ? '1fr' : 'minmax(0, 1fr) 360px' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ minWidth: 0 }}>{children}</Box>
        {device === 'desktop' && (
          <Paper variant="outlined" sx={{ p: 2, position: 'sticky', top: 16 }}>
            {view}
          </Paper>
        )}
      </Box>
      {device === 'mobile' && (
        <SlipDrawer
          open={slip.drawer}
          onOpen={() => slip.setDrawer(true)}
          onClose={() => slip.setDrawer(false)}
          count={slip.legs.length}
          totalOdds={figures.totalWithBonus}
          potentialWin={figures.potentialWin}
          conflict={figures.conflict !== null}
        >
          {view}
        </SlipDrawer>
      )}
    </>
  );
}
