import { Box, Link } from '@mui/material';
import Telegram from '@mui/icons-material/Telegram';
import Chat from '@mui/icons-material/Chat';
import { useSiteData } from '../../site';

/** §2: up to three social links (sns1..sns3), each with its link, id and icon. */
export function SnsLinks() {
  const { options } = useSiteData();
  const links = ([1, 2, 3] as const)
    .map((n) => ({
      kind: options[`sns${n}`] ?? '',
      link: options[`sns${n}Link`] ?? '',
      id: options[`sns${n}Id`] ?? '',
    }))
    .filter((s) => s.link || s.id);
  if (!links.length) return null;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {links.map((s) => (
        <Link
          key={`${s.kind}-${s.id}`}
          href={s.link || undefined}
          target="_blank"
          rel="noopener noreferrer"
          underline="none"
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            px: 1.5,
            py: 1,
            borderRadius: 2,
            bgcolor: 'rgba(255,255,255,0.04)',
            color: 'text.primary',
            fontSize: 13,
          }}
        >
          {/telegram/i.test(s.kind) ? <Telegram sx={{ color: '#29a9eb' }} /> : <Chat sx={{ color: '#fee500' }} />}
          <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
            {s.kind ? `${s.kind} ` : ''}
            {s.id}
          </Box>
        </Link>
      ))}
    </Box>
  );
}
