import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { Box } from '@mui/material';
import { Logo } from '../../shell/common/Logo';
import { PageLoading } from '../../shell/common/PageLoading';
import { useSiteData } from '../../site';

/** §2 /preload: holds the member until the start-up data is in, then opens the main. */
export default function PreloadPage() {
  const { loaded } = useSiteData();
  const navigate = useNavigate();
  useEffect(() => {
    if (loaded) navigate('/', { replace: true });
  }, [loaded, navigate]);
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      <Logo size={30} />
      <PageLoading />
    </Box>
  );
}
