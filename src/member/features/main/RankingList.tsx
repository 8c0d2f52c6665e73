import { useTranslation } from 'react-i18next';
import { ButtonBase, Table, TableBody, TableCell, TableRow } from '@mui/material';
import type { RankedGame } from '../../../shared/api/main';
import { EmptyState } from '../../shell/common/EmptyState';
import { productName } from '../../shell/common/gameTarget';
import { useOpenVendor } from '../../shell/common/useOpenVendor';
import { useSiteData } from '../../site';
import { rankedProduct } from './rankedProduct';

/** §2 ranking games: the week's most played games; a row opens its game or vendor. */
export function RankingList({ games }: { games: RankedGame[] }) {
  const { t } = useTranslation();
  const { products } = useSiteData();
  const openVendor = useOpenVendor();
  if (!games.length) return <EmptyState dense />;
  return (
    <Table size="small" data-testid="ranking">
      <TableBody>
        {games.map((game, i) => {
          const product = rankedProduct(game, products);
          const group = t(`front.nav.${game.groupCode}`, { defaultValue: game.groupCode });
          // A house game (a minigame) has no catalogue title of its own: its product names it.
          const titled = game.gameName !== game.gameCode;
          const title = titled || !product ? game.gameName : productName(product);
          const subtitle = titled && product ? productName(product) : group;
          return (
            <TableRow
              key={`${game.groupCode}-${game.vendorCode}-${game.gameCode}`}
              sx={{ '& td': { borderColor: 'divider', py: { xs: 0.6, md: 0.9 } } }}
            >
              <TableCell sx={{ width: 36, fontWeight: 900, color: i < 3 ? 'primary.main' : 'text.secondary' }}>
                {i + 1}
              </TableCell>
              <TableCell sx={{ minWidth: 0 }}>
                <ButtonBase
                  disabled={!product}
                  onClick={() => product && openVendor(product)}
                  sx={{ display: 'block', textAlign: 'left', fontWeight: 700, fontSize: 14 }}
                >
                  {title}
                </ButtonBase>
                <span style={{ fontSize: 12, opacity: 0.7 }}>{subtitle}</span>
              </TableCell>
              <TableCell align="right" sx={{ color: 'text.secondary', whiteSpace: 'nowrap', fontSize: 12 }}>
                {t('front.main.plays', { count: game.plays, players: game.players })}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
