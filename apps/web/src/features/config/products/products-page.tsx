import AddIcon from '@mui/icons-material/Add';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { localize } from '@eqa/core';
import {
  Box,
  Button,
  Chip,
  IconButton,
  LinearProgress,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Paper,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { useI18n } from '../../../app/i18n';
import { EmptyState } from '../../../components/empty-state';
import { useNotify } from '../../../app/notifications';
import { trpc } from '../../../lib/trpc';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ListHeader } from '../common/list-header';
import { useMutationError } from '../common/mutations';
import { useAdminOrgId } from '../common/org';
import { Section } from '../common/section';
import { configPaths } from '../config-paths';
import { ProductGroupDialog, type ProductGroup } from './product-group-dialog';
import { TooltipIconButton } from '../../../components/tooltip-icon-button';

function ProductGroups({ search }: { search: string }) {
  const { LL, locale } = useI18n();
  const orgId = useAdminOrgId();
  const notify = useNotify();
  const utils = trpc.useUtils();
  const onError = useMutationError('configProductGroups');
  const groups = trpc.config.products.groups.useQuery({ orgId }, { meta: { errorAction: 'configProductGroups' } });
  const [editing, setEditing] = useState<ProductGroup | 'new' | null>(null);
  const [asking, setAsking] = useState<number | null>(null);
  const remove = trpc.config.products.deleteGroup.useMutation({
    onSuccess: () => {
      void utils.config.products.groups.invalidate();
      notify(LL.notifications.deleted());
    },
    onError: (error) => onError(error),
  });
  const all = [...(groups.data?.items ?? [])].sort((a, b) => a.ordinal - b.ordinal);
  const text = search.trim().toLowerCase();
  const items = text ? all.filter((g) => Object.values(g.name).some((name) => name.toLowerCase().includes(text))) : all;
  return (
    <Section
      title={LL.config.products.groups.title()}
      testId="product-groups"
      actions={
        <Button startIcon={<AddIcon />} onClick={() => setEditing('new')} data-testid="product-group-add">
          {LL.config.products.groups.add()}
        </Button>
      }
    >
      {groups.data && items.length === 0 ? (
        <EmptyState
          variant="plain"
          message={text ? LL.config.common.noMatch() : LL.config.products.groups.empty()}
          action={text ? null : { label: LL.config.products.groups.add(), onClick: () => setEditing('new') }}
          testId="product-groups-empty"
        />
      ) : (
        <List dense disablePadding>
          {items.map((group) => (
            <ListItem
              key={group.id}
              divider
              data-testid={`product-group-${group.id}`}
              secondaryAction={
                asking === group.id ? (
                  <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                    <Typography variant="body2" sx={{ mr: 0.5 }}>
                      {LL.config.products.groups.deleteQuestion()}
                    </Typography>
                    <Button
                      size="small"
                      color="error"
                      variant="contained"
                      onClick={() => {
                        setAsking(null);
                        remove.mutate({ orgId, id: group.id });
                      }}
                      data-testid={`product-group-delete-yes-${group.id}`}
                    >
                      {LL.config.common.yes()}
                    </Button>
                    <Button size="small" onClick={() => setAsking(null)} data-testid={`product-group-delete-no-${group.id}`}>
                      {LL.config.common.no()}
                    </Button>
                  </Stack>
                ) : (
                  <Stack direction="row" spacing={0.5}>
                    <TooltipIconButton label={LL.config.common.edit()} size="small" onClick={() => setEditing(group)} data-testid={`product-group-edit-${group.id}`} icon={<EditOutlinedIcon fontSize="small" />} />
                    <Tooltip title={group.deletable ? LL.config.common.delete() : LL.config.products.groups.notDeletable()}>
                      <span>
                        <IconButton size="small" disabled={!group.deletable} onClick={() => setAsking(group.id)} aria-label={LL.config.common.delete()} data-testid={`product-group-delete-${group.id}`}>
                          <DeleteOutlinedIcon fontSize="small" />
                        </IconButton>
                      </span>
                    </Tooltip>
                  </Stack>
                )
              }
            >
              <ListItemText
                primary={`${group.ordinal}. ${localize(group.name, locale)}`}
                secondary={[localize(group.description, locale), LL.config.products.groups.productCount({ count: group.productCount })].filter(Boolean).join(' · ')}
                sx={{ pr: 18 }}
              />
            </ListItem>
          ))}
        </List>
      )}
      {editing && <ProductGroupDialog group={editing === 'new' ? null : editing} groups={all} onClose={() => setEditing(null)} />}
    </Section>
  );
}

/**
 * Products (spec 3 §2): the annual summaries (product count per year, current year highlighted),
 * each opening that year's products, and the product groups (add, edit dialog, inline yes/no delete).
 */
export function ProductsPage() {
  const { LL } = useI18n();
  const orgId = useAdminOrgId();
  const [, navigate] = useLocation();
  const utils = trpc.useUtils();
  const summaries = trpc.config.products.annualSummaries.useQuery({ orgId }, { meta: { errorAction: 'configProducts' } });
  const [search, setSearch] = useState('');
  useDocumentTitle(`${LL.config.products.title()} – ${LL.appName()}`);
  const years = [...(summaries.data?.items ?? [])].sort((a, b) => b.year - a.year);
  return (
    <Stack spacing={2.5}>
      <ListHeader
        title={LL.config.products.title()}
        search={search}
        onSearch={setSearch}
        searchLabel={LL.config.products.groups.search()}
        onRefresh={() => {
          void utils.config.products.annualSummaries.invalidate();
          void utils.config.products.groups.invalidate();
        }}
        refreshing={summaries.isFetching}
        testId="products"
      />
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 2fr) minmax(0, 3fr)' }, alignItems: 'start' }}>
        <Paper variant="outlined" sx={{ overflow: 'hidden' }} data-testid="product-years">
          <Typography variant="h3" component="h2" sx={{ px: 2.5, pt: 2, pb: 1 }}>
            {LL.config.products.years()}
          </Typography>
          <Box sx={{ height: 4 }}>{summaries.isFetching && <LinearProgress aria-label={LL.loading()} />}</Box>
          <List disablePadding>
            {years.map((summary) => (
              <ListItem key={summary.year} disablePadding>
                <ListItemButton
                 
                  divider
                  selected={summary.current}
                  onClick={() => navigate(configPaths.productYear(summary.year))}
                  data-testid={`product-year-${summary.year}`}
                  data-current={summary.current ? 'true' : undefined}
                >
                  <ListItemText
                    primary={
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                        <Typography sx={{ fontWeight: summary.current ? 700 : 500, fontSize: '1.1rem' }}>{summary.year}</Typography>
                        {summary.current && <Chip size="small" color="primary" label={LL.config.products.currentYear()} />}
                      </Stack>
                    }
                    secondary={LL.config.products.yearCount({ count: summary.productCount })}
                    slotProps={{ primary: { component: 'div' } }}
                  />
                  <ChevronRightIcon color="action" />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Paper>
        <ProductGroups search={search} />
      </Box>
    </Stack>
  );
}
