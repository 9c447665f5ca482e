import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ScienceOutlinedIcon from '@mui/icons-material/ScienceOutlined';
import { Chip, List, ListItem, ListItemButton, ListItemIcon, ListItemText, Paper, Stack, Typography } from '@mui/material';
import { useLocation } from 'wouter';
import { useI18n } from '../../app/i18n';
import { labPath } from '../../lib/navigation';
import type { Lab } from './lab';

/** A satellite's surveys in progress: how many, how many without a result, how many not validated (issue 32). */
function SurveyCounts({ id, surveys }: { id: number; surveys: Lab['children'][number]['surveys'] }) {
  const { LL } = useI18n();
  if (surveys.open === 0) {
    return (
      <span data-testid={`satellite-lab-surveys-${id}`} data-open="0">
        {LL.labs.satellites.noOpenSurveys()}
      </span>
    );
  }
  return (
    <Stack component="span" direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }} data-testid={`satellite-lab-surveys-${id}`} data-open={surveys.open} data-empty={surveys.empty} data-unvalidated={surveys.unvalidated}>
      <Chip component="span" size="small" variant="outlined" label={LL.labs.satellites.openSurveys({ count: surveys.open })} />
      {surveys.empty > 0 && <Chip component="span" size="small" variant="outlined" color="warning" label={LL.labs.satellites.emptySurveys({ count: surveys.empty })} />}
      {surveys.unvalidated > 0 && <Chip component="span" size="small" variant="outlined" color="info" label={LL.labs.satellites.unvalidatedSurveys({ count: surveys.unvalidated })} />}
    </Stack>
  );
}

/** The Labs tab of a core lab: its satellite laboratories, each opening its surveys. */
export function SatelliteLabs({ lab }: { lab: Lab }) {
  const { LL } = useI18n();
  const [, navigate] = useLocation();
  return (
    <Paper variant="outlined" data-testid="satellite-labs">
      <Typography variant="h3" component="h2" sx={{ px: 2.5, pt: 2, pb: 1 }}>
        {LL.labs.satellites.title()}
      </Typography>
      {lab.children.length === 0 ? (
        <Typography color="text.secondary" sx={{ px: 2.5, pb: 3 }} data-testid="satellite-labs-empty">
          {LL.labs.satellites.empty()}
        </Typography>
      ) : (
        <List>
          {lab.children.map((child) => (
            <ListItem key={child.id} disablePadding>
              <ListItemButton
                onClick={() => navigate(labPath(child.id))}
                // named by what it shows (the lab, its code and its surveys): WCAG 2.5.3 label in name
                title={LL.labs.satellites.open({ name: child.name })}
                data-testid={`satellite-lab-${child.id}`}
              >
                <ListItemIcon>
                  <ScienceOutlinedIcon color="primary" />
                </ListItemIcon>
                <ListItemText
                  primary={child.name}
                  secondary={
                    <Stack component="span" direction="row" sx={{ gap: 0.75, flexWrap: 'wrap', alignItems: 'center', mt: 0.5 }}>
                      <span>{child.shortName}</span>
                      <SurveyCounts id={child.id} surveys={child.surveys} />
                    </Stack>
                  }
                  slotProps={{ secondary: { component: 'span' } }}
                />
                <ChevronRightIcon color="action" />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
