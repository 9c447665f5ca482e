import {
  evaluationRouteRedirect,
  localize,
  shouldOpenLatePaymentDialog,
  surveyFormRedirect,
  surveyPaths,
  surveyTitle,
} from '@eqa/core';
import { formatDateTime } from '@eqa/i18n';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import LockIcon from '@mui/icons-material/Lock';
import PrintIcon from '@mui/icons-material/PrintOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import SupportAgentOutlinedIcon from '@mui/icons-material/SupportAgentOutlined';
import {
  Alert,
  Box,
  Button,
  Chip,
  IconButton,
  Paper,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { useEffect, useMemo, useState } from 'react';
import { Redirect, useLocation } from 'wouter';
import { useAppSettings } from '../../app/app-settings';
import { useReportError } from '../../app/error-reporting';
import { useI18n } from '../../app/i18n';
import { appLocalStore } from '../../lib/storage';
import { trpc } from '../../lib/trpc';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useProfile } from '../auth/profile-context';
import { SurveyHistoryDialog } from '../history/survey-history-dialog';
import { usePlatformConfig } from '../platform/platform-config';
import type { SurveyForm } from '../results/form-model';
import { ParameterList } from '../results/parameter-list';
import { NotFoundPage } from '../../components/not-found-page';
import { SurveyFormSkeleton } from '../../components/page-skeletons';
import { PageSkipLink } from '../../components/skip-link';
import { isNotFoundError } from '../../lib/errors';
import { OfflineBanner } from '../results/offline-banner';
import { ResultGroupsBar, useResultGroupName } from '../results/result-groups-bar';
import { ResultEntryProvider, type ResultEntryEnv } from '../results/value-controls';
import { useResultSaver } from '../results/use-result-saver';
import { RestoredNotice, SaveFailedBanner, SaveStatus } from '../results/save-feedback';
import { SupportDialog } from '../support/support-dialog';
import { opensInstructionsByItself, readShownSurveys, rememberShownSurvey } from './instructions-memory';
import { InstructionsDialog, LatePaymentDialog, LatestResultsHint } from './survey-dialogs';
import { SurveyOverview } from './survey-overview';
import { SurveySpeedDial } from './survey-speed-dial';
import { ValidationControl } from './validation-control';
import { ImportResultsButton } from '../lis/import-results-button';
import { TooltipIconButton } from '../../components/tooltip-icon-button';

export type SurveyPageMode = 'form' | 'evaluation';

/** How long a loaded form counts as current when the page opens (app/first-screen-preload.ts). */
const FORM_FRESH_MS = 2_000;

/**
 * The lab survey page (spec 1 §2 "Survey page (form mode)"; /labs/{labId}/surveys/{surveyId}, and
 * read-only at /labs/{labId}/evaluations/{surveyId}). A survey that has not started goes back to the
 * list (core surveyFormRedirect); the evaluation route follows core evaluationRouteRedirect.
 */
/** The results section, target of the page's skip link. */
const RESULTS_ID = 'survey-results';

export function SurveyPage({ labId, surveyId, mode }: { labId: number; surveyId: number; mode: SurveyPageMode }) {
  const { LL } = useI18n();
  // fetched again whenever the page opens, unless it was just fetched (the first screen's preload)
  const form = trpc.surveys.form.useQuery({ labId, surveyId }, { staleTime: FORM_FRESH_MS, refetchOnMount: true, meta: { errorAction: 'form', notFoundPage: true } });

  if (!form.data) {
    if (isNotFoundError(form.error)) return <NotFoundPage backTo={mode === 'form' ? surveyPaths.surveys(labId) : surveyPaths.evaluations(labId)} />;
    if (form.isError) {
      return (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }} data-testid="survey-error">
          <Button startIcon={<RefreshIcon />} variant="outlined" onClick={() => void form.refetch()} data-testid="survey-retry">
            {LL.actions.retry()}
          </Button>
        </Paper>
      );
    }
    return <SurveyFormSkeleton />;
  }
  const status = form.data.survey.status;
  const redirect = mode === 'form' ? surveyFormRedirect(status, labId) : evaluationRouteRedirect(status, labId, surveyId);
  if (redirect) return <Redirect to={redirect} replace />;
  return (
    <SurveyFormView
      key={`${labId}/${surveyId}`}
      form={form.data}
      formUpdatedAt={form.dataUpdatedAt}
      fetching={form.isFetching}
      refetch={() => form.refetch()}
      mode={mode}
    />
  );
}

interface SurveyFormViewProps {
  form: SurveyForm;
  formUpdatedAt: number;
  fetching: boolean;
  refetch(): Promise<unknown>;
  mode: SurveyPageMode;
}

function SurveyFormView({ form, formUpdatedAt, fetching, refetch, mode }: SurveyFormViewProps) {
  const { LL, locale } = useI18n();
  const profile = useProfile();
  const config = usePlatformConfig();
  const { setPrintPreview } = useAppSettings();
  const [, navigate] = useLocation();
  const utils = trpc.useUtils();
  const survey = form.survey;
  const labId = survey.labId;
  const surveyId = survey.id;
  const readOnly = survey.readOnly || mode === 'evaluation';
  const groupName = useResultGroupName();
  const refetchForm = () => void refetch();

  const { saver, restored, dismissRestored } = useResultSaver({ labId, surveyId, userId: profile.user.id, form, formUpdatedAt, refetchForm });

  const visibleGroups = form.resultGroups;
  const [groupId, setGroupId] = useState<number>(() => (visibleGroups.find((g) => !g.hidden) ?? visibleGroups[0])?.id ?? 0);
  const currentGroup = visibleGroups.find((g) => g.id === groupId) ?? visibleGroups[0];

  // the instructions open by themselves once per user and survey (remembered in this browser); the
  // lab's one-time hint is a notice on the page: never two dialogs at once
  const [instructionsOpen, setInstructionsOpen] = useState(() =>
    opensInstructionsByItself(form.openInstructions, mode, readShownSurveys(appLocalStore, profile.user.id), surveyId),
  );
  const userId = profile.user.id;
  useEffect(() => {
    // shown, by itself or from the speed dial: they do not open by themselves again
    if (instructionsOpen) rememberShownSurvey(appLocalStore, userId, surveyId);
  }, [instructionsOpen, userId, surveyId]);
  const [hintOpen, setHintOpen] = useState(() => mode === 'form' && form.showLatestResultsHint);
  const [latePaymentOpen, setLatePaymentOpen] = useState(() => shouldOpenLatePaymentDialog(mode, survey.latePayment));
  const [historyOpen, setHistoryOpen] = useState(false);
  const [supportOpen, setSupportOpen] = useState(false);
  const reportError = useReportError();
  const markHintSeen = trpc.auth.markLatestResultsHintSeen.useMutation({
    onSuccess: () => void utils.auth.profile.invalidate(),
    onError: (error) => reportError(error, { action: 'profile' }),
  });

  const title = surveyTitle({
    schemeShortName: survey.schemeShortName,
    schemeName: localize(survey.schemeName, locale),
    roundName: survey.round.name,
    accredited: survey.accredited,
    parameters: form.parameters,
  });
  useDocumentTitle(`${title} – ${LL.appName()}`);

  // leaving with unsaved changes: the browser asks (they are kept in storage anyway)
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (saver.entries().some((e) => e.status !== 'held')) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [saver]);

  const env = useMemo<ResultEntryEnv>(
    () => ({ saver, labId, surveyId, readOnly, units: new Map(form.units.map((u) => [u.id, u.name])), conversions: form.conversions }),
    [saver, labId, surveyId, readOnly, form.units, form.conversions],
  );

  // an org user may still change an ended survey, in its form ('Edit results' on the evaluation page)
  const editableInForm = mode === 'evaluation' && survey.validationAction !== null;
  const readOnlyReason = !readOnly
    ? null
    : survey.validationAction === 'invalidate' && mode === 'form'
      ? LL.survey.readOnly.validated()
      : !survey.canWrite
        ? LL.survey.readOnly.noWrite()
        : editableInForm
          ? LL.survey.readOnly.evaluationView()
          : LL.survey.readOnly.ended();
  const supportOrg = survey.orgId;
  // a lab writes to support for itself only (a core lab not as its satellite: the server refuses it)
  const showSupport = !profile.orgUser && profile.lab?.id === labId && config.supportEnabled;
  const listPath = mode === 'form' ? surveyPaths.surveys(labId) : surveyPaths.evaluations(labId);

  return (
    <ResultEntryProvider value={env}>
      {currentGroup && <PageSkipLink targetId={RESULTS_ID} label={LL.skipLinks.results()} testId="skip-to-results" />}
      <Stack spacing={2} sx={{ pb: 10 }} data-testid="survey-page" data-mode={mode} data-read-only={readOnly ? 'true' : 'false'}>
        <Paper variant="outlined" sx={{ p: { xs: 1.5, md: 2 } }}>
          <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 1.5, alignItems: { md: 'center' } }}>
            <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexGrow: 1, minWidth: 0 }}>
              <TooltipIconButton label={LL.survey.back()} onClick={() => navigate(listPath)} data-testid="survey-back" className="no-print" icon={<ArrowBackIcon />} />
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="h2" sx={{ fontSize: { xs: '1.15rem', md: '1.4rem' }, overflowWrap: 'anywhere' }} data-testid="survey-title">
                  {title}
                </Typography>
                {survey.validation.validated && (
                  <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mt: 0.5, flexWrap: 'wrap' }}>
                    <Chip size="small" color="success" icon={<LockIcon />} label={LL.survey.validation.validated()} data-testid="survey-lock" />
                    {survey.validation.validatedAt && (
                      <Typography variant="body2" color="text.secondary" data-testid="survey-validated-at">
                        {LL.survey.validation.validatedAt({ date: formatDateTime(survey.validation.validatedAt, locale), name: survey.validation.validatedByName ?? '' })}
                      </Typography>
                    )}
                  </Stack>
                )}
              </Box>
            </Stack>
            <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, flexWrap: 'wrap', justifyContent: { xs: 'flex-start', md: 'flex-end' } }}>
              <SaveStatus saver={saver} />
              <Tooltip title={LL.actions.refresh()}>
                <span>
                  <IconButton onClick={refetchForm} disabled={fetching} aria-label={LL.actions.refresh()} data-testid="survey-refresh" className="no-print">
                    <RefreshIcon />
                  </IconButton>
                </span>
              </Tooltip>
              <TooltipIconButton label={LL.survey.actions.print()} onClick={() => setPrintPreview(true)} data-testid="survey-print" className="no-print" icon={<PrintIcon />} />
              {showSupport && (
                <TooltipIconButton label={LL.survey.actions.support()} onClick={() => setSupportOpen(true)} data-testid="survey-support" color="primary" className="no-print" icon={<SupportAgentOutlinedIcon />} />
              )}
              {mode === 'form' && !readOnly && <ImportResultsButton labId={labId} surveyId={surveyId} onSaved={refetchForm} />}
              {mode === 'form' && <ValidationControl form={form} saver={saver} refetchForm={refetch} />}
              {editableInForm && (
                // an org user may still edit and (in)validate an ended survey (spec 1 §6): its form
                <Button
                  variant="outlined"
                  size="small"
                  startIcon={<EditOutlinedIcon />}
                  onClick={() => navigate(surveyPaths.surveyForm(labId, surveyId))}
                  data-testid="survey-edit-results"
                  className="no-print"
                >
                  {LL.survey.actions.editResults()}
                </Button>
              )}
            </Stack>
          </Stack>
        </Paper>

        {readOnlyReason && (
          <Alert severity={survey.status.validated ? 'success' : 'info'} icon={<LockIcon />} data-testid="survey-read-only">
            {readOnlyReason}
          </Alert>
        )}
        {restored && <RestoredNotice saver={saver} onClose={dismissRestored} />}
        <SaveFailedBanner saver={saver} />
        <OfflineBanner saver={saver} />

        <SurveyOverview form={form} />

        {/* the target of the page's 'skip to the results' link */}
        <Stack spacing={2} id={RESULTS_ID} tabIndex={-1} sx={{ '&:focus': { outline: 'none' } }} data-testid="survey-results">
          {currentGroup && (
            <ResultGroupsBar
              labId={labId}
              surveyId={surveyId}
              groups={visibleGroups}
              selectedId={currentGroup.id}
              onSelect={setGroupId}
              saver={saver}
              readOnly={readOnly}
              refetchForm={refetch}
            />
          )}

          {hintOpen && (
            <LatestResultsHint
              onClose={() => {
                setHintOpen(false);
                markHintSeen.mutate();
              }}
            />
          )}

          {currentGroup && (
            <ParameterList
              form={form}
              saver={saver}
              resultGroupId={currentGroup.id}
              resultGroupName={groupName(currentGroup)}
              readOnly={readOnly}
              orgUser={profile.orgUser}
              refetchForm={refetchForm}
            />
          )}
        </Stack>

        <SurveySpeedDial
          labId={labId}
          surveyId={surveyId}
          orgId={survey.orgId}
          orgUser={profile.orgUser}
          pdfDownloadDisabled={survey.pdfDownloadDisabled}
          onInstructions={() => setInstructionsOpen(true)}
          onHistory={() => setHistoryOpen(true)}
        />

        <InstructionsDialog open={instructionsOpen} onClose={() => setInstructionsOpen(false)} form={form} />
        <LatePaymentDialog open={latePaymentOpen} onClose={() => setLatePaymentOpen(false)} />
        {profile.orgUser && (
          <SurveyHistoryDialog open={historyOpen} onClose={() => setHistoryOpen(false)} labId={labId} surveyId={surveyId} title={title} units={env.units} />
        )}
        {showSupport && (
          <SupportDialog open={supportOpen} onClose={() => setSupportOpen(false)} labId={labId} orgId={supportOrg} labName={title} />
        )}
      </Stack>
    </ResultEntryProvider>
  );
}
