import AddIcon from '@mui/icons-material/Add';
import type { VersionedLegalDocumentName } from '@eqa/core';
import { formatDate, formatDateTime } from '@eqa/i18n';
import { Alert, Button, Chip, LinearProgress, Link, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useI18n } from '../../../app/i18n';
import { EmptyState } from '../../../components/empty-state';
import { DataList, type ListColumn } from '../../../components/lists';
import { useNotify } from '../../../app/notifications';
import { trpc } from '../../../lib/trpc';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useMutationError } from '../common/mutations';
import { useAdminOrgId } from '../common/org';
import { useNow } from '../common/use-now';
import { LegalVersionDialog } from './legal-version-dialog';

/**
 * /config/legal: the terms, privacy notice and conciliation panels, each with its versions, the one
 * in force, a dialog for a new draft (from the latest version, else from the built-in template) and
 * Publish on drafts (org admins; docs/decisions/legal-documents.md).
 */
export function LegalDocumentsPage() {
  const { LL, locale } = useI18n();
  const T = LL.config.legal;
  const orgId = useAdminOrgId();
  useDocumentTitle(`${T.title()} – ${LL.appName()}`);
  const documents = trpc.legal.list.useQuery({ orgId }, { meta: { errorAction: 'config' } });
  const utils = trpc.useUtils();
  const notify = useNotify();
  const onError = useMutationError('config');
  const publish = trpc.legal.publish.useMutation();
  const today = useNow().toISOString().slice(0, 10);
  const [editing, setEditing] = useState<{ name: VersionedLegalDocumentName; title: string; start: { en: string; hu: string } } | null>(null);

  const startVersion = async (name: VersionedLegalDocumentName, title: string, latest: { en: string; hu: string } | null) => {
    try {
      const start = latest ?? (await utils.legal.template.fetch({ orgId, name })).texts;
      setEditing({ name, title, start });
    } catch (error) {
      onError(error);
    }
  };
  const publishVersion = async (name: VersionedLegalDocumentName, versionId: number) => {
    try {
      utils.legal.list.setData({ orgId }, await publish.mutateAsync({ orgId, name, versionId }));
      notify(T.publishedNotice());
    } catch (error) {
      onError(error);
    }
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }} data-testid="legal-documents-page">
      <Typography variant="h4" component="h1">
        {T.title()}
      </Typography>
      <Typography color="text.secondary">{T.intro()}</Typography>
      {!documents.data && <LinearProgress aria-label={LL.loading()} />}
      {documents.data?.items.map((doc) => {
        const title = doc.title[locale];
        const latest = doc.versions[0];
        return (
          <Paper key={doc.name} variant="outlined" sx={{ p: { xs: 2, md: 3 } }} data-testid={`legal-${doc.name}`} component="section" aria-labelledby={`legal-${doc.name}-title`}>
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 1, flexWrap: 'wrap' }}>
              <Typography variant="h6" component="h2" id={`legal-${doc.name}-title`}>
                {title}
              </Typography>
              <Button startIcon={<AddIcon />} onClick={() => void startVersion(doc.name, title, latest ? latest.texts : null)} data-testid={`legal-${doc.name}-new`}>
                {T.newVersion()}
              </Button>
            </Stack>
            <Alert severity={doc.inForce.kind === 'version' ? 'success' : doc.inForce.kind === 'template' ? 'info' : 'warning'} sx={{ mb: 2 }} data-testid={`legal-${doc.name}-in-force`}>
              {doc.inForce.kind === 'version' ? T.inForceVersion({ version: doc.inForce.version ?? 0 }) : doc.inForce.kind === 'template' ? T.inForceTemplate() : T.unavailable()}
              {doc.inForce.kind !== 'unavailable' && (
                <Stack direction="row" component="span" sx={{ gap: 2, mt: 0.5, flexWrap: 'wrap' }}>
                  {(['hu', 'en'] as const).map((language) => (
                    <Link key={language} href={`/api/v1/legal_documents/${doc.name}?locale=${language}&org_id=${orgId}`} target="_blank" rel="noopener">
                      {T.download({ language: language.toUpperCase() })}
                    </Link>
                  ))}
                </Stack>
              )}
            </Alert>
            {doc.versions.length === 0 ? (
              <EmptyState
                variant="plain"
                message={T.noVersions()}
                action={{ label: T.newVersion(), onClick: () => void startVersion(doc.name, title, null) }}
                testId={`legal-${doc.name}-empty`}
              />
            ) : (
              <DataList
                rows={doc.versions}
                columns={[
                  {
                    field: 'version',
                    header: T.version(),
                    card: 'title',
                    minWidth: 110,
                    flex: 0.6,
                    value: (version) => version.version,
                    render: (version) => (
                      <>
                        {version.version}
                        {version.template && <Chip size="small" label={T.templateMark()} sx={{ ml: 1 }} />}
                      </>
                    ),
                  },
                  { field: 'effectiveFrom', header: T.effectiveFrom(), minWidth: 120, flex: 0.8, value: (version) => version.effectiveFrom, render: (version) => formatDate(new Date(`${version.effectiveFrom}T00:00:00Z`), locale, { timeZone: 'UTC' }) },
                  { field: 'status', header: T.status(), minWidth: 180, flex: 1.4, value: (version) => (version.publishedAt ? T.published({ date: formatDateTime(version.publishedAt, locale) }) : T.draft()) },
                  {
                    field: 'actions',
                    header: LL.list.actions(),
                    sortable: false,
                    exportable: false,
                    card: 'actions',
                    minWidth: 120,
                    align: 'right',
                    render: (version) =>
                      version.publishedAt ? null : (
                        <Button
                          size="small"
                          variant="contained"
                          disabled={publish.isPending}
                          onClick={() => void publishVersion(doc.name, version.id)}
                          aria-label={T.publishVersion({ version: version.version, title })}
                          data-testid={`legal-${doc.name}-publish-${version.version}`}
                        >
                          {T.publish()}
                        </Button>
                      ),
                  },
                ] satisfies Array<ListColumn<(typeof doc.versions)[number]>>}
                label={title}
                testId={`legal-${doc.name}-versions`}
                rowAttributes={(version) => ({ 'data-testid': `legal-${doc.name}-version-${version.version}` })}
              />
            )}
          </Paper>
        );
      })}
      {editing && <LegalVersionDialog orgId={orgId} name={editing.name} title={editing.title} start={editing.start} today={today} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
