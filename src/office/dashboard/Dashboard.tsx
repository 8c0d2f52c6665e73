import { Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export function Dashboard() {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h5">{translate('office.dashboard.title')}</Typography>
      </CardContent>
    </Card>
  );
}
