import AddIcon from '@mui/icons-material/Add';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import OpacityOutlinedIcon from '@mui/icons-material/OpacityOutlined';
import { Button, List, ListItem, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { useLocation } from 'wouter';
import { useI18n } from '../../../app/i18n';
import { EmptyState } from '../../../components/empty-state';
import { Section } from '../common/section';
import { configPaths, NEW_ID } from '../config-paths';
import type { Survey } from './survey-general';

/** The samples of a survey (spec 3 §2): each opens the sample overlay; Add sample asks for a name. */
export function SurveySamples({ survey, readOnly }: { survey: Survey; readOnly: boolean }) {
  const { LL } = useI18n();
  const [, navigate] = useLocation();
  const samples = [...survey.samples].sort((a, b) => a.ordinal - b.ordinal);
  return (
    <Section
      title={LL.config.surveys.samples.title()}
      testId="survey-samples"
      actions={
        !readOnly && (
          <Button startIcon={<AddIcon />} onClick={() => navigate(configPaths.sample(survey.id, NEW_ID))} data-testid="survey-sample-add">
            {LL.config.surveys.samples.add()}
          </Button>
        )
      }
    >
      {samples.length === 0 ? (
        <EmptyState
          variant="plain"
          message={readOnly ? LL.config.surveys.samples.none() : LL.config.surveys.samples.empty()}
          action={readOnly ? null : { label: LL.config.surveys.samples.add(), onClick: () => navigate(configPaths.sample(survey.id, NEW_ID)) }}
          testId="survey-samples-empty"
        />
      ) : (
        <List dense disablePadding>
          {samples.map((sample) => (
            <ListItem key={sample.id} disablePadding>
              <ListItemButton onClick={() => navigate(configPaths.sample(survey.id, sample.id))} data-testid={`survey-sample-${sample.id}`}>
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <OpacityOutlinedIcon color="primary" fontSize="small" />
                </ListItemIcon>
                <ListItemText primary={sample.name} secondary={sample.url} sx={{ minWidth: 0 }} slotProps={{ secondary: { noWrap: true } }} />
                <ChevronRightIcon color="action" />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </Section>
  );
}
