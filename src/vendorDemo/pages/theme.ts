import { createTheme } from '@mui/material/styles';

/** The demo provider's own look: a dark casino table with gold, apart from the operator's site. */
export const gameTheme = createTheme({
  palette: {
    mode: 'dark',
    primary: { main: '#f2c94c', contrastText: '#1a1204' },
    secondary: { main: '#e5484d' },
    background: { default: '#0a0d14', paper: '#141a26' },
    text: { primary: '#f1f3f7', secondary: '#a3adbf' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: '"Pretendard","Noto Sans KR","Noto Sans Thai","Noto Sans SC","Noto Sans JP",system-ui,sans-serif',
    button: { textTransform: 'none', fontWeight: 800 },
  },
  components: { MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } } },
});
