import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useI18n } from '../../app/i18n';
import { useReportError } from '../../app/error-reporting';
import { PageLoader } from '../../components/page-loader';
import { trpc } from '../../lib/trpc';
import { useDocumentTitle } from '../../lib/use-document-title';
import { DocumentIcon } from '../surveys/document-icon';
import { downloadFile } from '../surveys/download';
import { apiPath, downloadLanguages } from './contract-downloads';

/**
 * The Documents page (spec 2): the legal notice, terms, privacy texts, guide, evaluation methods,
 * user manual and EDI agreement of contracts.legalDocuments, each downloadable in every language it
 * exists in, the reader's first.
 */
export function DocumentsPage() {
  const { LL, locale } = useI18n();
  const reportError = useReportError();
  const legal = trpc.contracts.legalDocuments.useQuery({}, { meta: { errorAction: 'contracts' } });
  useDocumentTitle(`${LL.contracts.page.documentsTitle()} – ${LL.appName()}`);
  if (legal.isLoading) return <PageLoader />;
  return (
    <Box sx={{ p: { xs: 1.5, sm: 3 }, maxWidth: 960, mx: 'auto' }} data-testid="documents-page">
      <Typography variant="h2" component="h1" sx={{ fontSize: '1.5rem', mb: 0.5 }}>
        {LL.contracts.page.documentsTitle()}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {LL.contracts.page.documentsIntro()}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        {(legal.data?.items ?? []).map((item) => (
          <Card key={item.name} variant="outlined" data-testid={`documents-${item.name}`}>
            <CardContent>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
                <DocumentIcon document={{ mediaType: item.mediaType, path: item.downloadPath }} />
                <Typography variant="subtitle1" component="h2">
                  {LL.contracts.legalDocuments[item.name]()}
                </Typography>
              </Stack>
              <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
                {downloadLanguages(item.locales, locale).map((language) => (
                  <Button
                    key={language}
                    size="small"
                    variant={language === locale ? 'contained' : 'outlined'}
                    startIcon={<DownloadIcon />}
                    data-testid={`documents-${item.name}-${language}`}
                    onClick={() => downloadFile(apiPath(item.downloads[language] ?? `${item.downloadPath}?locale=${language}`)).catch((error: unknown) => reportError(error, { action: 'contracts' }))}
                  >
                    {LL.contracts.page.downloadIn({ language: LL.language[language as 'en' | 'hu']?.() ?? language.toUpperCase() })}
                  </Button>
                ))}
              </Stack>
            </CardContent>
          </Card>
        ))}
      </Box>
    </Box>
  );
}
