import { formatDate } from '@eqa/i18n';
import { List, ListItem, ListItemButton, ListItemText, ListSubheader, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { useI18n } from '../../../app/i18n';
import { trpc, type RouterOutputs } from '../../../lib/trpc';
import { useAdminOrgId } from '../common/org';
import { Section } from '../common/section';
import { configPaths } from '../config-paths';
import { SurveyStatusChip } from '../rounds/survey-status-chip';
import { LabeledSwitch } from '../../../components/labeled-switch';

type SurveySummary = RouterOutputs['config']['schemeVersions']['surveys']['items'][number];

function byYear(items: readonly SurveySummary[]): Array<{ year: number; surveys: SurveySummary[] }> {
  const groups = new Map<number, SurveySummary[]>();
  for (const survey of items) groups.set(survey.round.year, [...(groups.get(survey.round.year) ?? []), survey]);
  return [...groups.entries()].sort(([a], [b]) => b - a).map(([year, surveys]) => ({ year, surveys }));
}

/** The surveys of a scheme version (spec 3 §2): current toggle, grouped by round year, each opening the survey. */
export function SchemeVersionSurveys({ schemeVersionId }: { schemeVersionId: number }) {
  const { LL, locale } = useI18n();
  const orgId = useAdminOrgId();
  const [, navigate] = useLocation();
  const [current, setCurrent] = useState(true);
  const surveys = trpc.config.schemeVersions.surveys.useQuery({ orgId, id: schemeVersionId, current }, { meta: { errorAction: 'configSurveys' } });
  const groups = byYear(surveys.data?.items ?? []);
  const day = (value: string | null) => (value ? formatDate(value, locale) : '–');
  return (
    <Section
      title={LL.config.schemeVersions.surveys.title()}
      testId="scheme-version-surveys"
      actions={
        <LabeledSwitch checked={current} onChange={setCurrent} label={LL.config.common.currentOnly()} testId="scheme-version-surveys-current" />
      }
    >
      {surveys.data && groups.length === 0 ? (
        <Typography color="text.secondary">{LL.config.schemeVersions.surveys.empty()}</Typography>
      ) : (
        <List dense disablePadding>
          {groups.map((group) => (
            <li key={group.year}>
              <ul style={{ padding: 0 }}>
                <ListSubheader sx={{ bgcolor: 'background.paper', fontWeight: 700 }}>{LL.config.schemeVersions.surveys.year({ year: group.year })}</ListSubheader>
                {group.surveys.map((survey) => (
                  <ListItem key={survey.id} disablePadding>
                    <ListItemButton onClick={() => navigate(configPaths.survey(survey.id))} data-testid={`scheme-version-survey-${survey.id}`}>
                      <ListItemText
                        primary={LL.config.rounds.roundTitle({ name: survey.round.name })}
                        secondary={`${day(survey.startsAt)} – ${day(survey.endsAt)}`}
                      />
                      <Stack sx={{ ml: 1 }}>
                        <SurveyStatusChip status={survey.status} />
                      </Stack>
                    </ListItemButton>
                  </ListItem>
                ))}
              </ul>
            </li>
          ))}
        </List>
      )}
    </Section>
  );
}
