import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, keyframes } from '@mui/material';
import Campaign from '@mui/icons-material/Campaign';
import { MARQUEE } from '../../../shared/constants';
import { API } from '../../../shared/endpoints/member';
import { useApi } from '../../apiContext';

// the text starts at the strip's right edge (padding-left 100%) and runs until it has left on the left
const scroll = keyframes`from { transform: translateX(0); } to { transform: translateX(-100%); }`;

/** §1/§9 scrolling notice strip: board mq, page 1, five items; a missing board leaves the welcome line. */
export function Marquee() {
  const { t } = useTranslation();
  const api = useApi();
  const [titles, setTitles] = useState<string[]>([]);
  useEffect(() => {
    let live = true;
    api
      .call(
        API.board.list,
        { page: MARQUEE.page, count_per_list: MARQUEE.count },
        { params: { boardType: MARQUEE.boardType } },
      )
      .then((answer) => live && setTitles(answer.list.map((b) => b.title)))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [api]);
  const text = titles.length ? titles.join('   ◆   ') : t('front.main.welcome');
  const seconds = Math.max(MARQUEE.durationSeconds, Math.round(text.length / 6));
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 1.5,
        height: 34,
        bgcolor: 'rgba(230,184,79,0.07)',
        borderBottom: 1,
        borderColor: 'divider',
        overflow: 'hidden',
      }}
      aria-label={t('front.header.notice')}
    >
      <Campaign sx={{ color: 'primary.main', fontSize: 20, flexShrink: 0 }} />
      <Box sx={{ overflow: 'hidden', flex: 1, whiteSpace: 'nowrap' }}>
        <Box
          component="span"
          data-testid="marquee-text"
          sx={{
            display: 'inline-block',
            pl: '100%',
            fontSize: 13,
            color: 'text.secondary',
            animation: `${scroll} ${seconds}s linear infinite`,
            // standing still, the text starts at the strip's left edge (its padding would hide it)
            '@media (prefers-reduced-motion: reduce)': { animation: 'none', pl: 0 },
          }}
        >
          {text}
        </Box>
      </Box>
    </Box>
  );
}
