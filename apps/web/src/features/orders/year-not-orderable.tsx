import EventBusyOutlinedIcon from '@mui/icons-material/EventBusyOutlined';
import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'wouter';
import { useI18n } from '../../app/i18n';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ordersPath } from './orders-paths';

/**
 * The ordering screen of a year that has nothing to order or show (a typed URL): says why, and leads
 * to the annual summaries and to the years that are open.
 */
export function YearNotOrderable({ labId, orgId, year, reason, years }: { labId: number; orgId: number; year: number; reason: 'not_yet' | 'none'; years: number[] }) {
  const { LL } = useI18n();
  const T = LL.orders.yearNotOrderable;
  useDocumentTitle(`${T.title({ year })} – ${LL.appName()}`);
  const open = [...years].sort((a, b) => b - a);
  return (
    <Card variant="outlined" sx={{ maxWidth: 720 }} data-testid="order-year-not-orderable" data-reason={reason}>
      <CardContent>
        <Stack spacing={2}>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <EventBusyOutlinedIcon color="warning" sx={{ fontSize: 36 }} aria-hidden />
            <Typography variant="h2" component="h2" sx={{ fontSize: '1.4rem' }}>
              {T.title({ year })}
            </Typography>
          </Stack>
          <Alert severity="info">{reason === 'not_yet' ? T.notYet({ year }) : T.none({ year })}</Alert>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            <Button variant="contained" component={RouterLink} href={ordersPath(labId, orgId)} data-testid="order-year-not-orderable-back">
              {T.back()}
            </Button>
            {open.slice(0, 3).map((openYear) => (
              <Button key={openYear} variant="outlined" component={RouterLink} href={ordersPath(labId, orgId, openYear)} data-testid={`order-year-not-orderable-open-${openYear}`}>
                {T.openYear({ year: openYear })}
              </Button>
            ))}
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
