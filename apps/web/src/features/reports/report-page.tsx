import { localize, surveyPaths, surveyTitleParts } from '@eqa/core';
import { formatDate } from '@eqa/i18n';
import CloseIcon from '@mui/icons-material/Close';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import SupportAgentOutlinedIcon from '@mui/icons-material/SupportAgentOutlined';
import { Alert, Box, Paper, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { Redirect, useLocation, useSearchParams } from 'wouter';
import { useReportError } from '../../app/error-reporting';
import { useI18n } from '../../app/i18n';
import { isNotFoundError } from '../../lib/errors';
import { landingPath, parseId } from '../../lib/navigation';
import { trpc } from '../../lib/trpc';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useProfile } from '../auth/profile-context';
import { LabPage } from '../labs/lab-page';
import { usePlatformConfig } from '../platform/platform-config';
import { SupportDialog } from '../support/support-dialog';
import { downloadFile } from '../surveys/download';
import { LongTermView } from './long-term-view';
import { evaluationGroupChoices, hasReportData, visibleSamples } from './report-model';
import { DEFAULT_REPORT_OPTIONS, type BooleanReportOption, type ReportOptions } from './report-options';
import { ReportOptionsBar } from './report-options-bar';
import { parseReportTerm, REPORT_BACK_PARAM, REPORT_TERMS, reportCloseTarget, reportPath, type ReportIds, type ReportKind, type ReportTerm } from './report-paths';
import type { EvaluationReport } from './report-types';
import { SampleBadges } from './sample-badges';
import { ShortTermView } from './short-term-view';
import { useReport } from './use-report';
import { NotFoundPage } from '../../components/not-found-page';
import { ReportSkeleton } from '../../components/page-skeletons';
import { QualityLoopPanel } from '../quality/quality-loop-panel';
import { TooltipIconButton } from '../../components/tooltip-icon-button';

/**
 * /labs/:labId/evaluations/:surveyId/parameters/:parameterId/evaluation(/short_term|/long_term) and
 * …/pre_evaluation: the report inside the lab page, under the Evaluations tab.
 */
export function ReportRoute({
  kind,
  labId,
  surveyId,
  parameterId,
  term,
}: {
  kind: ReportKind;
  labId: string | undefined;
  surveyId: string | undefined;
  parameterId: string | undefined;
  term?: string | undefined;
}) {
  const profile = useProfile();
  const lab = parseId(labId);
  const survey = parseId(surveyId);
  const parameter = parseId(parameterId);
  if (lab === null) return <Redirect to={landingPath(profile)} replace />;
  if (survey === null || parameter === null) return <Redirect to={surveyPaths.evaluations(lab)} replace />;
  const ids = { labId: lab, surveyId: survey, parameterId: parameter };
  const parsed = kind === 'evaluation' ? parseReportTerm(term) : 'short_term';
  if (parsed === null) return <Redirect to={reportPath(kind, ids)} replace />;
  return (
    <LabPage key={lab} labId={lab} tab="evaluations">
      <ReportPage key={`${kind}-${survey}-${parameter}`} kind={kind} ids={ids} term={parsed} />
    </LabPage>
  );
}

/** Switches that make sense on a tab for the parameter's value type. */
function switchesOf(term: ReportTerm, valueType: 'numeric' | 'nominal'): BooleanReportOption[] {
  if (valueType === 'nominal') return term === 'short_term' ? ['scale'] : [];
  return term === 'short_term' ? ['scale', 'zScore', 'others', 'outliers', 'commonAxis', 'gaussian'] : ['scale', 'zScore', 'outliers'];
}

/**
 * The evaluation or pre-evaluation report of a parameter (spec 1 §2): title (scheme short name,
 * scheme name, parameter, round, lab), close (back to the evaluations page or where it was opened
 * from), print, support and CSV actions, short-term and long-term tabs (the pre-evaluation has the
 * short term only), sample badges, the toggles, the statistics tables and charts; noData when empty.
 */
function ReportPage({ kind, ids, term }: { kind: ReportKind; ids: ReportIds; term: ReportTerm }) {
  const { LL, locale } = useI18n();
  const [, navigate] = useLocation();
  const [searchParams] = useSearchParams();
  const back = searchParams.get(REPORT_BACK_PARAM);
  const report = useReport(kind, ids);
  const [options, setOptions] = useState<ReportOptions>(DEFAULT_REPORT_OPTIONS);
  const [groupId, setGroupId] = useState<number | null>(null);
  const data = report.data;
  const r = LL.evaluationReport;

  const parameterName = data ? localize(data.parameter.name, locale) : '';
  useDocumentTitle(data ? `${r.kind[kind]()} – ${parameterName} – ${data.survey.schemeShortName} ${data.survey.round.name}` : null);

  const close = () => navigate(reportCloseTarget(ids.labId, back));
  const goTerm = (next: ReportTerm) => navigate(reportPath(kind, ids, { term: next, back }), { replace: true });

  if (!data) {
    if (isNotFoundError(report.error)) return <NotFoundPage backTo={surveyPaths.evaluations(ids.labId)} />;
    return <ReportSkeleton />;
  }

  const resultGroupName = (id: number | null) => {
    const group = data.resultGroups.find((g) => g.id === id);
    if (!group) return '';
    return group.name && group.name.trim().length > 0 ? group.name : LL.survey.resultGroup.defaultName({ ordinal: group.ordinal });
  };
  const visible = new Set(visibleSamples(data, options.level).map((s) => s.id));
  const groups = evaluationGroupChoices(data);
  const shownTerm: ReportTerm = kind === 'evaluation' ? term : 'short_term';

  return (
    <Stack spacing={2} data-testid="report-page" data-report-kind={kind}>
      <ReportHeader kind={kind} ids={ids} report={data} onClose={close} />
      {kind === 'evaluation' && (
        <Paper variant="outlined" className="no-print">
          <Tabs value={shownTerm} onChange={(_e, next: ReportTerm) => goTerm(next)} variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile aria-label={r.kind[kind]()} sx={{ px: 1 }}>
            {REPORT_TERMS.map((t) => (
              <Tab key={t} value={t} label={r.tabs[t]()} data-testid={`report-tab-${t}`} id={`report-tab-${t}`} aria-controls="report-tabpanel" />
            ))}
          </Tabs>
        </Paper>
      )}
      <ReportOptionsBar
        options={options}
        onChange={setOptions}
        switches={switchesOf(shownTerm, data.parameter.valueType)}
        resultGroups={data.resultGroups}
        evaluationGroups={groups}
        evaluationGroupId={groupId}
        onEvaluationGroupChange={setGroupId}
      />
      <Box role="tabpanel" id="report-tabpanel" aria-labelledby={`report-tab-${shownTerm}`} data-testid={`report-tabpanel-${shownTerm}`}>
        {shownTerm === 'long_term' ? (
          <LongTermView ids={ids} report={data} options={options} groupId={groupId} resultGroupName={resultGroupName} />
        ) : !hasReportData(data) ? (
          <Alert severity="info" data-testid="report-no-data">
            {LL.survey.report.evaluation.noData()}
          </Alert>
        ) : (
          <Stack spacing={2}>
            <SampleBadges samples={data.samples} visible={visible} />
            <ShortTermView report={data} options={options} groupId={groupId} resultGroupName={resultGroupName} />
          </Stack>
        )}
      </Box>
      {kind === 'evaluation' && <QualityLoopPanel ids={ids} parameterName={parameterName} samples={data.samples} />}
    </Stack>
  );
}

function ReportHeader({ kind, ids, report, onClose }: { kind: ReportKind; ids: ReportIds; report: EvaluationReport; onClose(): void }) {
  const { LL, locale } = useI18n();
  const profile = useProfile();
  const config = usePlatformConfig();
  const reportError = useReportError();
  const [supportOpen, setSupportOpen] = useState(false);
  const lab = trpc.labs.get.useQuery({ labId: ids.labId }, { meta: { errorAction: 'lab' } });
  const r = LL.evaluationReport;
  const supportOrg = lab.data?.orgs[0];
  // a lab writes to support for itself only (a core lab not as its satellite: the server refuses it)
  const showSupport = !profile.orgUser && profile.lab?.id === ids.labId && config.supportEnabled && supportOrg !== undefined;
  const [shortName, schemeName] = surveyTitleParts({
    schemeShortName: report.survey.schemeShortName,
    schemeName: localize(report.survey.schemeName, locale),
    roundName: '',
    accredited: report.survey.accredited,
  });
  const qualifier = localize(report.parameter.qualifier, locale);
  const parameter = `${localize(report.parameter.name, locale)}${qualifier ? ` ${qualifier}` : ''}`;
  const unit = report.parameter.unit ? localize(report.parameter.unit.name, locale) : '';
  const dated = kind === 'evaluation' ? report.survey.evaluatedAt : report.survey.preEvaluatedAt;
  const csv = () => {
    const run = () =>
      void downloadFile(`/api/v1/labs/${ids.labId}/surveys/${ids.surveyId}/parameters/${ids.parameterId}/reports/${kind}.csv?locale=${locale}`).catch(
        (error: unknown) => reportError(error, { action: 'downloads', retry: run }),
      );
    run();
  };

  return (
    <Paper variant="outlined" sx={{ px: { xs: 1.5, sm: 2.5 }, py: 2 }} data-testid="report-header">
      <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
        <Box sx={{ flexGrow: 1, minWidth: 0, flexBasis: { xs: '100%', sm: 'auto' } }}>
          <Typography variant="overline" color="primary" sx={{ lineHeight: 1.6 }} data-testid="report-kind">
            {r.kind[kind]()}
          </Typography>
          <Typography variant="h2" component="h1" sx={{ fontSize: { xs: '1.2rem', md: '1.5rem' }, overflowWrap: 'anywhere' }} data-testid="report-title">
            {[shortName, schemeName].filter(Boolean).join(' – ')}
          </Typography>
          <Typography variant="h3" component="p" sx={{ fontSize: { xs: '1.05rem', md: '1.2rem' }, mt: 0.5 }} data-testid="report-parameter">
            {parameter}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2.5, rowGap: 0.25, mt: 0.75 }}>
            <Typography variant="body2" color="text.secondary" data-testid="report-round">
              {r.round({ name: report.survey.round.name })}
            </Typography>
            <Typography variant="body2" color="text.secondary" data-testid="report-lab">
              {r.lab({ shortName: report.lab.shortName, name: report.lab.name })}
            </Typography>
            {unit && (
              <Typography variant="body2" color="text.secondary">
                {r.unit({ unit })}
              </Typography>
            )}
            {dated && (
              <Typography variant="body2" color="text.secondary">
                {kind === 'evaluation' ? r.evaluatedAt({ date: formatDate(dated, locale) }) : r.preEvaluatedAt({ date: formatDate(dated, locale) })}
              </Typography>
            )}
          </Stack>
          {kind === 'pre_evaluation' && (
            <Typography variant="body2" color="warning.main" sx={{ mt: 0.75 }}>
              {r.preliminary()}
            </Typography>
          )}
        </Box>
        <Stack direction="row" spacing={0.5} sx={{ flexShrink: 0, order: { xs: -1, sm: 0 }, ml: 'auto' }} className="no-print">
          <TooltipIconButton label={r.actions.csv()} onClick={csv} data-testid="report-csv" color="primary" icon={<DownloadIcon />} />
          <TooltipIconButton label={r.actions.print()} onClick={() => window.print()} data-testid="report-print" color="primary" icon={<PrintOutlinedIcon />} />
          {showSupport && (
            <TooltipIconButton label={r.actions.support()} onClick={() => setSupportOpen(true)} data-testid="report-support" color="primary" icon={<SupportAgentOutlinedIcon />} />
          )}
          <TooltipIconButton label={r.actions.close()} onClick={onClose} data-testid="report-close" icon={<CloseIcon />} />
        </Stack>
      </Stack>
      {showSupport && supportOrg && lab.data && (
        <SupportDialog
          open={supportOpen}
          onClose={() => setSupportOpen(false)}
          labId={ids.labId}
          orgId={supportOrg.id}
          labName={`${lab.data.shortName} – ${lab.data.name}`}
        />
      )}
    </Paper>
  );
}
