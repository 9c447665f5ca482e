import AccountTreeOutlinedIcon from '@mui/icons-material/AccountTreeOutlined';
import AddIcon from '@mui/icons-material/Add';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import PostAddIcon from '@mui/icons-material/PostAdd';
import { localize } from '@eqa/core';
import {
  Box,
  Button,
  Chip,
  IconButton,
  LinearProgress,
  Link,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Paper,
  SpeedDial,
  SpeedDialAction,
  Stack,
  Tooltip,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { useI18n } from '../../../app/i18n';
import { EmptyState } from '../../../components/empty-state';
import { trpc, type RouterOutputs } from '../../../lib/trpc';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { usePlatformConfig } from '../../platform/platform-config';
import { ListHeader } from '../common/list-header';
import { useMutationError } from '../common/mutations';
import { useAdminOrgId } from '../common/org';
import { useOpenCreated } from '../common/use-open-created';
import { configPaths, NEW_ID, parseDetailId } from '../config-paths';
import { NewSchemeDialog } from '../schemes/new-scheme-dialog';
import { SchemeDialog } from '../schemes/scheme-dialog';
import { NewSchemeVersionDialog } from './new-scheme-version-dialog';
import { SchemeVersionOverlay } from './scheme-version-overlay';
import { LabeledSwitch } from '../../../components/labeled-switch';

type SchemeVersionSummary = RouterOutputs['config']['schemeVersions']['list']['items'][number];

interface SchemeGroup {
  scheme: SchemeVersionSummary['scheme'];
  versions: SchemeVersionSummary[];
}

function groupByScheme(items: readonly SchemeVersionSummary[]): SchemeGroup[] {
  const groups: SchemeGroup[] = [];
  for (const item of items) {
    const group = groups.find((g) => g.scheme.id === item.scheme.id);
    if (group) group.versions.push(item);
    else groups.push({ scheme: item.scheme, versions: [item] });
  }
  return groups;
}

/**
 * Scheme versions list (spec 3 §2): grouped by scheme short name, current toggle (default: current
 * only), load more, a copy action per version, a floating add menu (new scheme version, new scheme);
 * a group name opens the scheme dialog. Overlays: `/config/scheme-versions/:id` and `/config/schemes/:id`.
 */
export function SchemeVersionsPage({ versionSegment, schemeSegment }: { versionSegment?: string | undefined; schemeSegment?: string | undefined }) {
  const { LL, locale } = useI18n();
  const config = usePlatformConfig();
  const orgId = useAdminOrgId();
  const openCreated = useOpenCreated();
  const [, navigate] = useLocation();
  const utils = trpc.useUtils();
  const onError = useMutationError('configSchemeVersions');
  const [search, setSearch] = useState('');
  const [currentOnly, setCurrentOnly] = useState(true);
  const [pages, setPages] = useState(1);
  const [menuOpen, setMenuOpen] = useState(false);
  const query = useDebouncedValue(search.trim(), config.searchDebounceMs);
  const pageSize = config.pageSize;
  useDocumentTitle(`${LL.config.schemeVersions.title()} – ${LL.appName()}`);
  useEffect(() => setPages(1), [query, currentOnly]);

  const results = trpc.useQueries((t) =>
    Array.from({ length: pages }, (_, page) =>
      t.config.schemeVersions.list(
        { orgId, offset: page * pageSize, limit: pageSize, ...(currentOnly ? { current: true } : {}), ...(query ? { query } : {}) },
        { meta: { errorAction: 'configSchemeVersions' } },
      ),
    ),
  );
  const items = results.flatMap((r) => r.data?.items ?? []);
  // an empty list offers the scheme first when there is none (a version belongs to a scheme)
  const schemes = trpc.config.schemes.list.useQuery({ orgId, offset: 0, limit: 1 }, { enabled: results[0]?.data?.total === 0, meta: { errorAction: 'configSchemes' } });
  const noSchemes = schemes.data?.total === 0;
  const total = results[0]?.data?.total ?? 0;
  const fetching = results.some((r) => r.isFetching);
  const groups = groupByScheme(items);
  const version = parseDetailId(versionSegment);
  const scheme = parseDetailId(schemeSegment);

  const copy = trpc.config.schemeVersions.copy.useMutation({
    onSuccess: (created) => {
      void utils.config.schemeVersions.list.invalidate();
      openCreated(configPaths.schemeVersion(created.id), { replace: false });
    },
    onError: (error) => onError(error),
  });

  return (
    // room below the last row for the fixed add button (56 px at 32 px from the bottom): it never covers a row's actions
    <Stack spacing={2.5} sx={{ pb: 15 }}>
      <ListHeader
        title={LL.config.schemeVersions.title()}
        subtitle={results[0]?.data ? LL.config.schemeVersions.count({ count: total }) : null}
        search={search}
        onSearch={setSearch}
        searchLabel={LL.config.schemeVersions.search()}
        onRefresh={() => void utils.config.schemeVersions.list.invalidate()}
        refreshing={fetching}
        testId="scheme-versions"
        actions={
          <LabeledSwitch checked={currentOnly} onChange={setCurrentOnly} label={LL.config.common.currentOnly()} testId="scheme-versions-current" />
        }
      />
      <Box sx={{ height: 4 }}>{fetching && <LinearProgress aria-label={LL.loading()} />}</Box>
      {results[0]?.data && items.length === 0 && (
        <EmptyState
          message={query ? LL.config.common.noMatch() : noSchemes ? LL.config.schemeVersions.noSchemes() : LL.config.schemeVersions.empty()}
          action={
            query || !schemes.data
              ? null
              : noSchemes
                ? { label: LL.config.schemeVersions.newScheme(), icon: <AccountTreeOutlinedIcon />, onClick: () => navigate(configPaths.scheme(NEW_ID)) }
                : { label: LL.config.schemeVersions.newSchemeVersion(), icon: <PostAddIcon />, onClick: () => navigate(configPaths.schemeVersion(NEW_ID)) }
          }
          testId="scheme-versions-empty"
        />
      )}
      {groups.map((group) => (
        <Paper key={group.scheme.id} variant="outlined" sx={{ overflow: 'hidden' }} data-testid={`scheme-group-${group.scheme.id}`}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', px: 2, py: 1.25, bgcolor: 'action.hover' }}>
            <AccountTreeOutlinedIcon color="primary" fontSize="small" />
            <Tooltip title={LL.config.schemeVersions.openScheme({ name: group.scheme.shortName })}>
              <Link
                component="button"
                variant="subtitle1"
                underline="hover"
                onClick={() => navigate(configPaths.scheme(group.scheme.id))}
                sx={{ fontWeight: 700 }}
                data-testid={`scheme-open-${group.scheme.id}`}
              >
                {group.scheme.shortName}
              </Link>
            </Tooltip>
          </Stack>
          <List disablePadding>
            {group.versions.map((item) => (
              <ListItem
                key={item.id}
                disablePadding
                divider
                secondaryAction={
                  <Tooltip title={LL.config.schemeVersions.copy()}>
                    <IconButton
                      onClick={() => copy.mutate({ orgId, id: item.id })}
                      disabled={copy.isPending}
                      aria-label={LL.config.schemeVersions.copyTitle({ name: localize(item.name, locale) })}
                      data-testid={`scheme-version-copy-${item.id}`}
                    >
                      <ContentCopyIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                }
              >
                <ListItemButton onClick={() => navigate(configPaths.schemeVersion(item.id))} data-testid={`scheme-version-${item.id}`}>
                  <ListItemText
                    primary={
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
                        <span>{localize(item.name, locale)}</span>
                        {item.current && <Chip size="small" color="success" variant="outlined" label={LL.config.common.current()} />}
                        {item.hidden && <Chip size="small" variant="outlined" label={LL.config.schemeVersions.hidden()} />}
                      </Stack>
                    }
                    secondary={`${LL.config.schemeVersions.parameterCount({ count: item.parameterCount })} · ${LL.config.schemeVersions.surveyCount({ count: item.surveyCount })}`}
                    slotProps={{ primary: { component: 'div' } }}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Paper>
      ))}
      {items.length < total && (
        <Stack sx={{ alignItems: 'center' }}>
          <Button variant="outlined" onClick={() => setPages(pages + 1)} disabled={fetching} data-testid="scheme-versions-more">
            {LL.config.common.loadMore()}
          </Button>
        </Stack>
      )}
      {/* the floating add menu says what it does: an extended button with its label, the actions' labels shown beside them */}
      <SpeedDial
        ariaLabel={LL.config.schemeVersions.add()}
        icon={
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <AddIcon />
            <span>{LL.config.schemeVersions.add()}</span>
          </Stack>
        }
        open={menuOpen}
        onOpen={() => setMenuOpen(true)}
        onClose={() => setMenuOpen(false)}
        sx={{ position: 'fixed', right: 32, bottom: 32, alignItems: 'flex-end', '& .MuiSpeedDial-actions': { alignItems: 'flex-end', pr: 1 } }}
        FabProps={{ variant: 'extended', 'data-testid': 'scheme-versions-add' } as object}
      >
        <SpeedDialAction
          icon={<PostAddIcon />}
          slotProps={{ tooltip: { title: LL.config.schemeVersions.newSchemeVersion(), open: true }, staticTooltipLabel: { sx: { whiteSpace: 'nowrap' } }, fab: { 'data-testid': 'scheme-versions-add-version' } as object }}
          onClick={() => {
            setMenuOpen(false);
            navigate(configPaths.schemeVersion(NEW_ID));
          }}
        />
        <SpeedDialAction
          icon={<AccountTreeOutlinedIcon />}
          slotProps={{ tooltip: { title: LL.config.schemeVersions.newScheme(), open: true }, staticTooltipLabel: { sx: { whiteSpace: 'nowrap' } }, fab: { 'data-testid': 'scheme-versions-add-scheme' } as object }}
          onClick={() => {
            setMenuOpen(false);
            navigate(configPaths.scheme(NEW_ID));
          }}
        />
      </SpeedDial>
      {version === NEW_ID && <NewSchemeVersionDialog onClose={() => navigate(configPaths.schemeVersions)} />}
      {typeof version === 'number' && <SchemeVersionOverlay key={version} schemeVersionId={version} />}
      {scheme === NEW_ID && <NewSchemeDialog onClose={() => navigate(configPaths.schemeVersions)} />}
      {typeof scheme === 'number' && <SchemeDialog key={scheme} schemeId={scheme} />}
    </Stack>
  );
}
