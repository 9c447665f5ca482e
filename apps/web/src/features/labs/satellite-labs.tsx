import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ScienceOutlinedIcon from '@mui/icons-material/ScienceOutlined';
import { List, ListItem, ListItemButton, ListItemIcon, ListItemText, Paper, Typography } from '@mui/material';
import { useLocation } from 'wouter';
import { useI18n } from '../../app/i18n';
import { labPath } from '../../lib/navigation';
import type { Lab } from './lab';

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
                aria-label={LL.labs.satellites.open({ name: child.name })}
                data-testid={`satellite-lab-${child.id}`}
              >
                <ListItemIcon>
                  <ScienceOutlinedIcon color="primary" />
                </ListItemIcon>
                <ListItemText primary={child.name} secondary={child.shortName} />
                <ChevronRightIcon color="action" />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
