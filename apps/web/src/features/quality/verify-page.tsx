import { localize } from '@eqa/core';
import { formatDate } from '@eqa/i18n';
import { Alert, Box, Button, Container, List, ListItem, ListItemText, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { useI18n } from '../../app/i18n';
import { LanguageSwitch } from '../../components/language-switch';
import { isNotFoundError } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { useDocumentTitle } from '../../lib/use-document-title';
import { formatShare, printedCode } from './quality-format';

/**
 * The public verification page of a certificate (/verify/{code}, signed in or out; issue 35): the
 * code typed or from the certificate's QR code, and what the certificate certifies, current or
 * replaced. An unknown code says so; nothing else is shown.
 */
export function VerifyPage({ code }: { code: string | undefined }) {
  const { LL, locale } = useI18n();
  const V = LL.verify;
  const [, navigate] = useLocation();
  const [typed, setTyped] = useState(code ? printedCode(code) : '');
  useDocumentTitle(V.title());
  const asked = code?.trim() ?? '';
  const result = trpc.certificates.verify.useQuery({ code: asked }, { enabled: asked.length > 0, retry: false, meta: { silent: true } });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = typed.replace(/[\s-]/g, '');
    if (next) navigate(`/verify/${encodeURIComponent(next)}`);
  };

  return (
    <Container maxWidth="sm" sx={{ py: 4 }}>
      <Stack spacing={2}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="h5" component="h1">
            {V.title()}
          </Typography>
          <LanguageSwitch />
        </Stack>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography sx={{ mb: 2 }}>{V.intro()}</Typography>
          <Box component="form" onSubmit={submit} sx={{ display: 'flex', gap: 1 }}>
            <TextField
              label={V.code()}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              fullWidth
              size="small"
              slotProps={{ htmlInput: { 'data-testid': 'verify-code', autoCapitalize: 'characters', spellCheck: false } }}
            />
            <Button type="submit" variant="contained" data-testid="verify-check">
              {V.check()}
            </Button>
          </Box>
        </Paper>
        {asked && result.isError && (
          <Alert severity={isNotFoundError(result.error) ? 'warning' : 'error'} data-testid="verify-unknown">
            {isNotFoundError(result.error) ? V.unknown() : LL.error.connection.message()}
          </Alert>
        )}
        {result.data && (
          <Paper variant="outlined" sx={{ p: 2 }} data-testid="verify-result" data-state={result.data.state}>
            <Alert severity={result.data.state === 'current' ? 'success' : 'warning'} sx={{ mb: 2 }} data-testid="verify-state">
              {result.data.state === 'current' ? V.current() : V.replaced()}
            </Alert>
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}>
              <Typography component="dt" color="text.secondary">
                {V.laboratory()}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }} data-testid="verify-lab">
                {`${result.data.labCode} – ${result.data.labName}`}
              </Typography>
              <Typography component="dt" color="text.secondary">
                {V.year()}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }} data-testid="verify-year">
                {result.data.year}
              </Typography>
              <Typography component="dt" color="text.secondary">
                {V.issuedAt()}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {formatDate(result.data.issuedAt, locale)}
              </Typography>
            </Box>
            <Typography variant="subtitle1" component="h2" sx={{ mt: 2 }}>
              {V.schemes()}
            </Typography>
            <List dense>
              {result.data.schemes.map((scheme) => (
                <ListItem key={scheme.shortName} disableGutters>
                  <ListItemText
                    primary={`${scheme.shortName}${scheme.name ? ` – ${localize(scheme.name, locale)}` : ''}`}
                    secondary={`${scheme.rounds.join(', ')} · ${LL.certificates.pdf.share()}: ${formatShare(scheme.satisfactoryShare, locale)} · ${LL.certificates.pdf.participation()}: ${
                      scheme.participation ? LL.certificates.pdf.participated() : LL.certificates.pdf.notParticipated()
                    }`}
                  />
                </ListItem>
              ))}
            </List>
          </Paper>
        )}
      </Stack>
    </Container>
  );
}
