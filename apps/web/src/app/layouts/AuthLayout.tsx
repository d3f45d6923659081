import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { Outlet } from 'react-router';

export function AuthLayout() {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100dvh',
        display: 'grid',
        placeItems: 'center',
        p: 2,
        background: 'linear-gradient(160deg, #37474F 0%, #263238 100%)',
      }}
    >
      <Paper elevation={3} sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 4 } }}>
        <Outlet />
      </Paper>
    </Box>
  );
}
