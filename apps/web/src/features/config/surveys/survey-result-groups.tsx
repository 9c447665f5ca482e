import VisibilityOffOutlinedIcon from '@mui/icons-material/VisibilityOffOutlined';
import { PAGE_SIZE } from '@eqa/core';
import { formatNumber } from '@eqa/i18n';
import { Box, Button, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { useI18n } from '../../../app/i18n';
import { DataList } from '../../../components/lists';
import { trpc } from '../../../lib/trpc';
import { useResultGroupName } from '../../results/result-groups-bar';
import { useAdminOrgId } from '../common/org';
import { Section } from '../common/section';

/**
 * The result groups of the survey (spec 3 §2 survey page): every laboratory's groups, by QC code,
 * with their names (default ones from the ordinal), comments, hidden mark and result counts.
 * Read-only: labs keep their groups on their own survey page. Paged by "show more".
 */
export function SurveyResultGroups({ surveyId }: { surveyId: number }) {
  const { LL, locale } = useI18n();
  const orgId = useAdminOrgId();
  const groupName = useResultGroupName();
  const [limit, setLimit] = useState(PAGE_SIZE);
  const groups = trpc.config.surveys.resultGroups.useQuery({ orgId, id: surveyId, offset: 0, limit }, { meta: { errorAction: 'configSurveys' } });
  const data = groups.data;
  return (
    <Section
      title={LL.config.surveys.resultGroups.title()}
      actions={
        data && data.total > 0 ? (
          <Typography variant="body2" color="text.secondary" data-testid="survey-result-groups-count">
            {LL.config.surveys.resultGroups.count({ count: data.total, labs: data.labCount })}
          </Typography>
        ) : undefined
      }
      testId="survey-result-groups"
    >
      {data && data.items.length === 0 ? (
        <Typography color="text.secondary" data-testid="survey-result-groups-empty">
          {LL.config.surveys.resultGroups.empty()}
        </Typography>
      ) : (
        <DataList
          rows={data?.items ?? []}
          columns={[
            {
              field: 'lab',
              header: LL.config.surveys.resultGroups.lab(),
              card: 'title',
              flex: 1.2,
              minWidth: 180,
              value: (group) => `${group.lab.shortName} ${group.lab.name}`,
              render: (group) => (
                <Box>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {group.lab.shortName}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {group.lab.name}
                  </Typography>
                </Box>
              ),
            },
            {
              field: 'name',
              header: LL.config.surveys.resultGroups.name(),
              flex: 1.5,
              minWidth: 180,
              value: (group) => groupName(group),
              render: (group) => (
                <Box>
                  <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                    {groupName(group)}
                    {group.hidden && (
                      <Tooltip title={LL.config.surveys.resultGroups.hidden()}>
                        <VisibilityOffOutlinedIcon fontSize="small" color="action" aria-label={LL.config.surveys.resultGroups.hidden()} role="img" />
                      </Tooltip>
                    )}
                  </Box>
                  {group.comment && (
                    <Typography variant="caption" color="text.secondary" component="div" sx={{ overflowWrap: 'anywhere' }}>
                      {group.comment}
                    </Typography>
                  )}
                </Box>
              ),
            },
            { field: 'resultCount', header: LL.config.surveys.resultGroups.results(), type: 'number', align: 'right', width: 120, render: (group) => formatNumber(group.resultCount, locale) },
          ]}
          label={LL.config.surveys.resultGroups.title()}
          testId="survey-result-groups-list"
          rowAttributes={(group) => ({ 'data-testid': `survey-result-group-${group.id}` })}
          loading={groups.isPending}
          exportFileName={LL.config.surveys.resultGroups.title()}
        />
      )}
      {data && data.items.length < data.total && (
        <Button size="small" sx={{ mt: 1 }} onClick={() => setLimit(limit + PAGE_SIZE)} disabled={groups.isFetching} data-testid="survey-result-groups-more">
          {LL.config.surveys.resultGroups.more()}
        </Button>
      )}
    </Section>
  );
}
