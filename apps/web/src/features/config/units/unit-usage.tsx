import ViewInArOutlinedIcon from '@mui/icons-material/ViewInArOutlined';
import { localize } from '@eqa/core';
import { Chip, Link, List, ListItem, ListItemIcon, ListItemText, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'wouter';
import { useI18n } from '../../../app/i18n';
import { trpc } from '../../../lib/trpc';
import { configPaths } from '../config-paths';
import { parameterLabel } from '../parameters/parameter-label';

/**
 * The dimensions that use a unit (spec 3 §2 unit overlay): each links to the dimension, marks where
 * the unit is the evaluation unit and lists the parameters evaluated in it as links.
 */
export function UnitUsage({ unitId }: { unitId: number }) {
  const { LL, locale } = useI18n();
  const usage = trpc.config.units.parameterDimensions.useQuery({ id: unitId }, { meta: { errorAction: 'configUnits' } });
  const items = usage.data?.items ?? [];
  return (
    <Paper variant="outlined" sx={{ p: 2.5 }} data-testid="unit-usage">
      <Typography variant="h3" component="h3" sx={{ mb: 1 }}>
        {LL.config.units.usage.title()}
      </Typography>
      {usage.data && items.length === 0 ? (
        <Typography color="text.secondary" data-testid="unit-usage-empty">
          {LL.config.units.usage.empty()}
        </Typography>
      ) : (
        <List dense>
          {items.map((item) => (
            <ListItem key={item.dimension.id} divider alignItems="flex-start" data-testid={`unit-usage-${item.dimension.id}`}>
              <ListItemIcon sx={{ minWidth: 36, mt: 0.5 }}>
                <ViewInArOutlinedIcon color="action" />
              </ListItemIcon>
              <ListItemText
                primary={
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
                    <Link component={RouterLink} href={configPaths.dimension(item.dimension.id)} data-testid={`unit-usage-dimension-${item.dimension.id}`}>
                      {localize(item.dimension.name, locale)}
                    </Link>
                    <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
                      {item.dimension.id}
                    </Typography>
                    {item.evaluationUnit && <Chip size="small" color="primary" label={LL.config.units.usage.evaluationUnit()} />}
                    {item.defaultUnit && <Chip size="small" variant="outlined" label={LL.config.units.usage.defaultUnit()} />}
                  </Stack>
                }
                secondary={
                  item.parameters.length > 0 ? (
                    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 0.5, mt: 0.5 }} component="span">
                      <span>{LL.config.units.usage.parameters()}:</span>
                      {item.parameters.map((parameter) => (
                        <Link
                          key={parameter.id}
                          component={RouterLink}
                          href={configPaths.parameter(parameter.id)}
                          data-testid={`unit-usage-parameter-${parameter.id}`}
                        >
                          {parameterLabel(parameter, locale)}
                        </Link>
                      ))}
                    </Stack>
                  ) : null
                }
                slotProps={{ primary: { component: 'div' }, secondary: { component: 'div' } }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
