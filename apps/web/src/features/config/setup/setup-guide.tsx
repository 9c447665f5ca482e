import type { SetupStep } from '@eqa/core';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { Box, Button, Chip, LinearProgress, List, ListItem, ListItemIcon, ListItemText, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'wouter';
import { useI18n } from '../../../app/i18n';
import { trpc } from '../../../lib/trpc';
import { configPaths } from '../config-paths';

/** Where each step is taken (registration opens with the legal documents published). */
const STEP_PATHS: Record<SetupStep, string> = {
  units: configPaths.units,
  dimensions: configPaths.dimensions,
  parameters: configPaths.parameters,
  scheme: configPaths.schemeVersions,
  schemeVersion: configPaths.schemeVersions,
  rounds: configPaths.surveys,
  survey: configPaths.surveys,
  countries: configPaths.countries,
  product: configPaths.products,
  registration: configPaths.legal,
};

const hiddenKey = (orgId: number) => `eqa.setupGuideHidden.${orgId}`;

function storedHidden(orgId: number): boolean {
  try {
    return window.localStorage.getItem(hiddenKey(orgId)) === '1';
  } catch {
    return false;
  }
}

/**
 * Issue 33, a guided first day: on the administrator's first screen, while the organisation has no
 * survey or no laboratory yet, the setup path with what is done and what is next, each step a link to where it is taken.
 * Hidden for good by the administrator (per organisation, in this browser), and never once complete.
 */
export function SetupGuide({ orgId }: { orgId: number }) {
  const { LL } = useI18n();
  const [hidden, setHidden] = useState(() => storedHidden(orgId));
  const setup = trpc.config.setupPath.useQuery({ orgId }, { enabled: !hidden, meta: { errorAction: 'config' } });
  const data = setup.data;
  // a new provider: no survey yet, or no laboratory yet (the path's last steps come after the first survey)
  if (hidden || !data || data.complete || !(data.noSurveys || data.noLabs)) return null;
  const doneCount = data.steps.filter((step) => step.done).length;

  const hide = () => {
    try {
      window.localStorage.setItem(hiddenKey(orgId), '1');
    } catch {
      // a browser without storage shows the guide again next time
    }
    setHidden(true);
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="setup-guide-title" sx={{ p: { xs: 2, md: 3 } }} data-testid="setup-guide">
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', gap: 1 }}>
        <Box>
          <Typography variant="h2" id="setup-guide-title" sx={{ fontSize: '1.25rem' }}>
            {LL.config.setup.title()}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {LL.config.setup.intro()}
          </Typography>
        </Box>
        <Button onClick={hide} sx={{ alignSelf: 'flex-start' }} data-testid="setup-guide-hide">
          {LL.config.setup.hide()}
        </Button>
      </Stack>
      <Box sx={{ my: 1.5 }}>
        <Typography variant="body2" id="setup-guide-progress" data-testid="setup-guide-progress">
          {LL.config.setup.progress({ done: doneCount, total: data.steps.length })}
        </Typography>
        <LinearProgress variant="determinate" value={(doneCount / data.steps.length) * 100} aria-labelledby="setup-guide-progress" sx={{ mt: 0.5, height: 6, borderRadius: 3 }} />
      </Box>
      <List dense disablePadding component="ol" sx={{ listStyle: 'none' }}>
        {data.steps.map((step) => {
          const next = step.id === data.next;
          const texts = LL.config.setup.steps[step.id];
          return (
            <ListItem
              key={step.id}
              component="li"
              data-testid={`setup-step-${step.id}`}
              data-state={step.done ? 'done' : next ? 'next' : 'todo'}
              sx={{ borderRadius: 1, alignItems: 'flex-start', ...(next ? { bgcolor: 'action.selected' } : {}) }}
              secondaryAction={
                next ? (
                  <Button component={RouterLink} href={STEP_PATHS[step.id]} variant="contained" size="small" data-testid="setup-guide-next">
                    {LL.config.setup.open()}
                  </Button>
                ) : undefined
              }
            >
              <ListItemIcon sx={{ minWidth: 36, mt: 0.5 }}>
                {step.done ? <CheckCircleIcon color="success" titleAccess={LL.config.setup.done()} /> : <RadioButtonUncheckedIcon color={next ? 'primary' : 'disabled'} aria-hidden />}
              </ListItemIcon>
              <ListItemText
                sx={{ pr: next ? 10 : 0 }}
                primary={
                  <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                    <Typography variant="body1" component="span" sx={{ fontWeight: next ? 700 : 500 }}>
                      {texts.title()}
                    </Typography>
                    {next && <Chip size="small" color="primary" label={LL.config.setup.next()} />}
                    {step.done && step.count > 0 && (
                      <Typography variant="caption" color="text.secondary">
                        {LL.config.setup.count({ count: step.count })}
                      </Typography>
                    )}
                  </Stack>
                }
                secondary={step.done ? undefined : texts.hint()}
              />
            </ListItem>
          );
        })}
      </List>
    </Paper>
  );
}
