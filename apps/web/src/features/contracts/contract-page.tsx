import SaveIcon from '@mui/icons-material/Save';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { Alert, Box, Button, Card, CardContent, CardHeader, Chip, Stack, Typography } from '@mui/material';
import { canModifyContract, contractSectionValidity, type TContractInput } from '@eqa/core';
import { useSearchParams } from 'wouter';
import { formatDateTime } from '@eqa/i18n';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useI18n } from '../../app/i18n';
import { useNotify } from '../../app/notifications';
import { useReportError } from '../../app/error-reporting';
import { PageLoader } from '../../components/page-loader';
import { applyServerError } from '../../components/forms/server-errors';
import { classifyError } from '../../lib/errors';
import { trpc } from '../../lib/trpc';
import { useProfile } from '../auth/profile-context';
import type { Lab } from '../labs/lab';
import { ContractSectionFields } from './contract-form-sections';
import { contractFormSchema, contractPageYear, contractToForm, copyLaboratoryInto, formToInput, FORM_SECTIONS, type CopyableSection } from './contract-form-model';
import { ContractDocumentsMenu, LegalDocumentsMenu } from './contract-downloads';
import { businessNow } from './business-now';

/** Sections that span both columns of the page's grid. */
const WIDE_SECTIONS: readonly string[] = ['validity', 'terms'];

/** The lab page's Contracts tab: the contract with the lab's first organisation. */
export function ContractsTab({ lab }: { lab: Lab }) {
  const orgId = lab.orgs[0]?.id;
  if (orgId === undefined) return <NoOrg />;
  return <ContractPage labId={lab.id} orgId={orgId} orgName={lab.orgs[0]?.name ?? ''} />;
}

function NoOrg() {
  const { LL } = useI18n();
  return <Alert severity="info">{LL.contracts.page.noDocuments()}</Alert>;
}

/**
 * The contract page (spec 2 Contract page, §4 Contract, §5): title 'current contract', the six
 * sections with core's rules at their fields, Modify enabled only when the terms are accepted, the
 * five sections valid and nothing loading; the form resets whenever the saved contract changes.
 */
export function ContractPage({ labId, orgId, orgName }: { labId: number; orgId: number; orgName: string }) {
  const { LL, locale } = useI18n();
  const profile = useProfile();
  const notify = useNotify();
  const reportError = useReportError();
  const utils = trpc.useUtils();
  const now = useMemo(businessNow, []);
  // each year shows its own contract: the year is the page's (?year=, this year or next), and the
  // validity select changes it
  const [params, setParams] = useSearchParams();
  const year = contractPageYear(params.get('year'), now);
  const current = trpc.contracts.current.useQuery({ labId, orgId, year }, { meta: { errorAction: 'contracts' } });
  const org = trpc.orgs.get.useQuery({ orgId }, { meta: { errorAction: 'contracts' } });
  const update = trpc.contracts.update.useMutation();
  const form = useForm<TContractInput>({ resolver: zodResolver(contractFormSchema(now)) });
  const [loadedKey, setLoadedKey] = useState<string | null>(null);
  const canEdit = !profile.orgUser;

  // The form resets when the saved contract changes (spec 2 §4); the terms are accepted per year
  // and save, so they are never ticked in advance. Core's rules show at their fields at once.
  const savedKey = current.data ? `${current.data.id}-${current.data.createdAt}-${current.data.year}` : null;
  useEffect(() => {
    if (current.data) {
      form.reset(contractToForm(current.data));
      setLoadedKey(savedKey);
      void form.trigger();
    }
  }, [savedKey]);
  // every change checks the whole form again (rules across fields, "same as the laboratory"; a
  // server error goes with the next change)
  useEffect(() => {
    const subscription = form.watch((_values, { name }) => {
      if (name !== undefined) void form.trigger();
    });
    return () => subscription.unsubscribe();
  }, [form]);

  const values = form.watch();
  // the form holds this year's contract: the one read last, or (right after a save, until the form
  // resets to the saved one in the next render) the one the user just saved. The page stays on screen
  // then: a loader in between would mount the page anew and close a menu the user has just opened.
  const loaded = loadedKey !== null && values.year === year;
  const validity = useMemo(() => (loaded ? contractSectionValidity(formToInput(values), now) : null), [loaded, values, now]);

  if (current.isLoading || !current.data || !loaded || !validity) return <PageLoader />;
  const contract = current.data;
  const loading = update.isPending || current.isFetching;
  const canModify = canEdit && canModifyContract(formToInput(values), now, loading);

  // another validity year is another contract: load it (the form resets to it)
  const onYear = (next: number) => {
    if (next === values.year) return;
    setParams((previous) => {
      const search = new URLSearchParams(previous);
      search.set('year', String(next));
      return search;
    });
  };
  const onCopy = (section: CopyableSection) => {
    const before = form.getValues();
    const after = copyLaboratoryInto(before, section);
    for (const key of Object.keys(after) as Array<keyof TContractInput>) {
      if (after[key] !== before[key]) form.setValue(key, after[key], { shouldDirty: true });
    }
  };

  const save = () => {
    update.mutate(
      { labId, orgId, ...formToInput(form.getValues()) },
      {
        onSuccess: async () => {
          notify(LL.contracts.page.saved());
          // the year's contract opens (or keeps open) the lab's surveys, evaluations, orders and invoices of
          // that year: everything the app holds may have changed, not only the contract
          await utils.invalidate();
        },
        onError: (error) => {
          // a 422 at its field (what was typed stays)
          if (applyServerError(error, form.setError, Object.keys(values))) return;
          // 409 legal_documents_unavailable: the page already says the terms are not published; the refetch shows it
          if (classifyError(error).type === 'legal_documents_unavailable') void utils.contracts.current.invalidate({ labId, orgId, year });
          else reportError(error, { action: 'contracts', retry: save });
        },
      },
    );
  };
  const fields = {
    control: form.control,
    base: '',
    testPrefix: 'contract',
    disabled: !canEdit || update.isPending,
    countries: org.data?.countries ?? [],
    years: contract.years,
    onYear,
    onCopy,
  };

  return (
    <Stack spacing={2} data-testid="contract-page">
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, gap: 1 }}>
        <Box>
          <Typography variant="h2" component="h2" sx={{ fontSize: '1.4rem' }} data-testid="contract-title">
            {LL.contracts.page.title()}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {LL.contracts.page.subtitle({ org: orgName, year: values.year })}
          </Typography>
        </Box>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <ContractDocumentsMenu labId={labId} orgId={orgId} />
          <LegalDocumentsMenu orgId={orgId} />
        </Stack>
      </Stack>
      {contract.accepted ? (
        <Alert severity="success" data-testid="contract-accepted">
          {contract.acceptedAt && contract.createdBy
            ? LL.contracts.page.accepted({ year: contract.year, date: formatDateTime(contract.acceptedAt, locale), user: contract.createdBy.name })
            : LL.contracts.page.acceptedOn({ year: contract.year, date: contract.acceptedAt ? formatDateTime(contract.acceptedAt, locale) : '—' })}
        </Alert>
      ) : (
        <Alert severity="warning" data-testid="contract-not-accepted">
          {LL.contracts.page.notAccepted({ year: values.year })}
          {contract.draft && (
            <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
              {contract.draft.from === 'contract' && contract.draft.year !== null ? LL.contracts.page.draftFromContract({ year: contract.draft.year }) : LL.contracts.page.draftFromLab()}
            </Box>
          )}
        </Alert>
      )}
      {contract.legalDocuments.toAccept.length > 0 && (
        <Alert severity="info" data-testid="contract-legal-changed">
          {LL.contracts.page.legalChanged({ documents: contract.legalDocuments.toAccept.map((name) => LL.contracts.legalDocuments[name]()).join(', ') })}
        </Alert>
      )}
      {contract.legalDocuments.unavailable.length > 0 && (
        <Alert severity="warning" data-testid="contract-legal-unavailable">
          {LL.contracts.page.legalUnavailable({ documents: contract.legalDocuments.unavailable.map((name) => LL.contracts.legalDocuments[name]()).join(', ') })}
        </Alert>
      )}
      {!canEdit && <Alert severity="info">{LL.contracts.page.readOnly()}</Alert>}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
        {FORM_SECTIONS.map((section) => {
          const valid = section === 'terms' ? values.termsAccepted : validity[section];
          return (
            <Card
              key={section}
              variant="outlined"
              component="section"
              aria-labelledby={`contract-section-${section}`}
              data-testid={`contract-section-${section}`}
              // the two short sections take a row of their own: validity first, the terms above Modify
              sx={WIDE_SECTIONS.includes(section) ? { gridColumn: '1 / -1' } : undefined}
            >
              <CardHeader
                title={LL.contracts.page.sections[section]()}
                slotProps={{ title: { variant: 'h6', component: 'h3', id: `contract-section-${section}` } }}
                action={
                  <Chip
                    size="small"
                    color={valid ? 'success' : 'warning'}
                    variant="outlined"
                    icon={valid ? <CheckCircleIcon /> : <ErrorOutlineIcon />}
                    label={valid ? LL.contracts.page.sectionValid() : LL.contracts.page.sectionInvalid()}
                    data-testid={`contract-section-${section}-state`}
                    data-valid={valid ? 'true' : 'false'}
                  />
                }
              />
              <CardContent sx={{ pt: 0, maxWidth: section === 'validity' ? 420 : undefined }}>
                <ContractSectionFields {...fields} section={section} />
              </CardContent>
            </Card>
          );
        })}
      </Box>
      {canEdit && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button variant="contained" size="large" startIcon={<SaveIcon />} disabled={!canModify} loading={update.isPending} onClick={save} data-testid="contract-modify">
            {LL.contracts.page.modify()}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
