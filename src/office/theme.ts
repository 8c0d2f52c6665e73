import { alpha, type ThemeOptions } from '@mui/material/styles';
import { deepmerge } from '@mui/utils';
import { defaultDarkTheme, defaultLightTheme } from 'react-admin';

/**
 * The office's own look, of a piece with the member front (src/member/theme.ts: near-black
 * surfaces, gold, crimson): an ink app bar with gold accents, and tables built for long shifts:
 * small type, compact rows, a tinted header that stays put while the rows scroll, zebra rows.
 * Light by default (bright rooms, long reading); a dark theme for night shifts.
 */
export const BRAND = {
  ink: '#12151c',
  inkSoft: '#1d222d',
  gold: '#e6b84f',
  goldDeep: '#8a5d0b',
  crimson: '#b8293a',
} as const;

const FONT = '"Pretendard","Noto Sans KR","Apple SD Gothic Neo","Malgun Gothic",system-ui,sans-serif';

/** What both modes share: type, density, the app bar, the menu's active mark. */
const shared = (mode: 'light' | 'dark'): ThemeOptions => {
  const headerBg = mode === 'light' ? '#f1ece1' : '#1f2430';
  const stripe = mode === 'light' ? '#faf8f3' : alpha('#ffffff', 0.025);
  const hover = mode === 'light' ? '#fff3d6' : alpha(BRAND.gold, 0.08);
  const accent = mode === 'light' ? BRAND.goldDeep : BRAND.gold;
  return {
    typography: {
      fontFamily: FONT,
      fontSize: 13,
      button: { textTransform: 'none', fontWeight: 600 },
      h6: { fontWeight: 700 },
    },
    shape: { borderRadius: 6 },
    sidebar: { width: 232, closedWidth: 52 },
    components: {
      MuiAppBar: {
        styleOverrides: {
          root: {
            backgroundColor: BRAND.ink,
            backgroundImage: 'none',
            color: '#f3f4f7',
            borderBottom: `2px solid ${BRAND.gold}`,
            '& .MuiIconButton-root, & .MuiButton-root': { color: BRAND.gold },
          },
        },
      },
      MuiToolbar: { defaultProps: { variant: 'dense' } },
      MuiTableCell: {
        styleOverrides: {
          root: { padding: '5px 10px', lineHeight: 1.35 },
          head: { fontWeight: 700, fontSize: 12, letterSpacing: 0.2, backgroundColor: headerBg },
          sizeSmall: { padding: '4px 10px' },
        },
      },
      MuiChip: {
        defaultProps: { size: 'small' },
        styleOverrides: { sizeSmall: { height: 20, fontSize: 11.5, fontWeight: 600 } },
      },
      MuiButton: { defaultProps: { disableElevation: true } },
      RaDatagrid: {
        defaultProps: { size: 'small' },
        styleOverrides: {
          root: {
            '& .RaDatagrid-headerCell': { backgroundColor: headerBg, whiteSpace: 'nowrap', borderRadius: 0 },
            '& .RaDatagrid-rowCell': { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
            '& .RaDatagrid-rowEven': { backgroundColor: stripe },
            '& .RaDatagrid-row:hover': { backgroundColor: hover },
          },
        },
      },
      RaMenuItemLink: {
        styleOverrides: {
          root: {
            borderLeft: '3px solid transparent',
            '&.RaMenuItemLink-active': {
              borderLeftColor: accent,
              color: accent,
              fontWeight: 700,
              '& .MuiSvgIcon-root': { color: accent },
            },
          },
        },
      },
    },
  } as ThemeOptions;
};

export const officeLightTheme: ThemeOptions = deepmerge(
  defaultLightTheme,
  deepmerge(shared('light'), {
    palette: {
      mode: 'light',
      primary: { main: BRAND.goldDeep, contrastText: '#ffffff' },
      secondary: { main: BRAND.ink, contrastText: BRAND.gold },
      error: { main: BRAND.crimson },
      background: { default: '#f6f4ef', paper: '#ffffff' },
    },
  }),
);

export const officeDarkTheme: ThemeOptions = deepmerge(
  defaultDarkTheme,
  deepmerge(shared('dark'), {
    palette: {
      mode: 'dark',
      primary: { main: BRAND.gold, contrastText: '#1a1204' },
      secondary: { main: '#d23c4b' },
      error: { main: '#e35565' },
      background: { default: '#0d0f14', paper: '#161a23' },
      divider: alpha(BRAND.gold, 0.16),
      text: { primary: '#eef0f4', secondary: '#9aa3b2' },
    },
  }),
);
