import { createTheme } from '@mui/material/styles';
import { LANGUAGE_FONT_VAR } from './fonts';

/** A dark casino look: near-black surfaces, gold accent, crimson for calls to action. */
export const memberTheme = createTheme({
  palette: {
    mode: 'dark',
    primary: { main: '#e6b84f', contrastText: '#1a1204' },
    secondary: { main: '#d23c4b' },
    background: { default: '#0d0f14', paper: '#161a23' },
    divider: 'rgba(230,184,79,0.18)',
    text: { primary: '#eef0f4', secondary: '#9aa3b2' },
  },
  shape: { borderRadius: 10 },
  typography: {
    // The reader's language's shipped font first (fonts.ts sets the variable), then Korean's.
    fontFamily: `var(${LANGUAGE_FONT_VAR}, "Noto Sans KR Variable"),"Noto Sans KR Variable","Apple SD Gothic Neo","Malgun Gothic",system-ui,sans-serif`,
    button: { textTransform: 'none', fontWeight: 700 },
    h5: { fontWeight: 800 },
    h6: { fontWeight: 800 },
  },
  components: {
    // A native button or field takes the browser's own font (Arial), not the page's: the left nav's
    // game openers read in a fallback face (Hangul looked underlined, Thai showed boxes).
    MuiCssBaseline: { styleOverrides: { 'button, input, select, textarea': { fontFamily: 'inherit' } } },
    MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
    MuiButton: {
      variants: [
        {
          props: { variant: 'contained', color: 'primary' },
          style: { background: 'linear-gradient(180deg,#f4d27a 0%,#d9a43a 100%)' },
        },
        {
          props: { variant: 'contained', color: 'secondary' },
          style: { background: 'linear-gradient(180deg,#e35565 0%,#b8293a 100%)' },
        },
      ],
    },
    MuiDialog: { styleOverrides: { paper: { border: '1px solid rgba(230,184,79,0.25)' } } },
    MuiAppBar: { styleOverrides: { root: { backgroundImage: 'none' } } },
  },
});

/** Layout measures shared by the shell parts. */
export const SHELL = {
  navWidth: 220,
  headerHeight: 64,
  marqueeHeight: 34,
  mobileHeaderHeight: 52,
  mobileFooterHeight: 58,
} as const;
