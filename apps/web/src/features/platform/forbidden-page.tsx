import GavelOutlinedIcon from '@mui/icons-material/GavelOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { contractYears } from '@eqa/core';
import { useLocation, useSearchParams } from 'wouter';
import { useI18n } from '../../app/i18n';
import { landingPath, missingContractTarget } from '../../lib/navigation';
import { businessNow } from '../contracts/business-now';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useOptionalProfile } from '../auth/profile-context';

/**
 * /payment_error and /missing_contract (spec 1 §6, §8): the warning with a way back; a lab user
 * without the year's contract goes on to the contract page, where accepting it gives access back.
 */
export function ForbiddenPage({ kind }: { kind: 'latePayment' | 'missingContract' }) {
  const { LL } = useI18n();
  const profile = useOptionalProfile();
  const [, navigate] = useLocation();
  const [query] = useSearchParams();
  const years = contractYears(businessNow());
  const missingYear = kind === 'missingContract' && /^\d{4}$/.test(query.get('year') ?? '') ? Number(query.get('year')) : null;
  const target = kind === 'missingContract' ? missingContractTarget(profile, { year: query.get('year'), org: query.get('org') }, years) : null;
  const contractPath = target?.path ?? null;
  const title =
    kind === 'latePayment' ? LL.forbiddenPage.paymentError.title() : missingYear !== null ? LL.forbiddenPage.missingContract.titleOf({ year: missingYear }) : LL.forbiddenPage.missingContract.title();
  useDocumentTitle(title);
  return (
    <Stack sx={{ alignItems: 'center', py: { xs: 3, md: 8 }, px: 2 }}>
      <Card sx={{ maxWidth: 640, width: '100%' }} data-testid={kind === 'latePayment' ? 'payment-error-page' : 'missing-contract-page'}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Stack spacing={2.5}>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
              {kind === 'latePayment' ? (
                <ReceiptLongOutlinedIcon color="warning" sx={{ fontSize: 40 }} />
              ) : (
                <GavelOutlinedIcon color="warning" sx={{ fontSize: 40 }} />
              )}
              <Typography variant="h2" component="h1">
                {title}
              </Typography>
            </Stack>
            <Alert severity="warning">{LL.error[kind].message()}</Alert>
            {kind === 'latePayment' && <Typography>{LL.error.latePayment.details()}</Typography>}
            {missingYear !== null && !years.includes(missingYear) && profile && !profile.orgUser && (
              <Typography data-testid="missing-contract-not-offered">{LL.forbiddenPage.missingContract.notOffered({ year: missingYear, first: years[0], last: years[1] })}</Typography>
            )}
            <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
              {contractPath && (
                <Button variant="contained" startIcon={<GavelOutlinedIcon />} onClick={() => navigate(contractPath)} data-testid="missing-contract-open">
                  {target?.year ? LL.forbiddenPage.missingContract.openContractOf({ year: target.year }) : LL.forbiddenPage.missingContract.openContract()}
                </Button>
              )}
              <Button variant={contractPath ? 'outlined' : 'contained'} onClick={() => navigate(landingPath(profile))} data-testid="forbidden-back">
                {LL.forbiddenPage.backToStart()}
              </Button>
            </Stack>
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
}
