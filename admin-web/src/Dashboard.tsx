import { Card, CardContent, Typography } from '@mui/material';
import { Title } from 'react-admin';

export const Dashboard = () => (
  <Card sx={{ mt: 2 }}>
    <Title title="Dashboard" />
    <CardContent>
      <Typography>Welcome to the Admin Panel</Typography>
    </CardContent>
  </Card>
);
