import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import DownloadIcon from '@mui/icons-material/Download';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import LoginIcon from '@mui/icons-material/Login';
import { Alert, Box, Button, LinearProgress, Stack, TextField, Typography } from '@mui/material';
import { contractYears, type TContractInput } from '@eqa/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { Link as RouterLink } from 'wouter';
import { useI18n } from '../../app/i18n';
import { useReportError } from '../../app/error-reporting';
import { FormPasswordField } from '../../components/forms/form-password-field';
import { FormTextField } from '../../components/forms/form-text-field';
import { paramTypes } from '../../components/forms/field-error';
import { classifyError } from '../../lib/errors';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AccountCard } from '../account/account-card';
import { BotCheck, type BotCheckHandle } from '../account/bot-check';
import { messageText } from '../account/message-text';
import { useSession } from '../auth/session';
import { ContractSectionFields } from '../contracts/contract-form-sections';
import { apiPath, LegalDocumentsMenu } from '../contracts/contract-downloads';
import { businessNow } from '../contracts/business-now';
import { copyLaboratoryInto, emptyContractForm, formToInput, type CopyableSection } from '../contracts/contract-form-model';
import { formFieldOf, missingFieldsText, registrationResolver, REGISTRATION_STEPS, stepErrors, stepOfParam, type RegistrationForm } from './registration-model';


type Registered = RouterOutputs['registration']['register'];

/**
 * The registration wizard (spec 2 Registration wizard, §3–§5): generic data, user, validation
 * password, contact, delivery, invoice, terms + bot-check; Next is disabled until the step is valid;
 * a 422 goes back to its step's field; the card is 600 px wide. The organisation is the first one.
 */
export function RegistrationPage() {
  const { LL, locale } = useI18n();
  const reportError = useReportError();
  const now = useMemo(businessNow, []);
  const orgs = trpc.orgs.list.useQuery({ offset: 0, limit: 100 }, { meta: { errorAction: 'auth' } });
  const org = orgs.data?.items[0];
  const register = trpc.registration.register.useMutation();
  const [step, setStep] = useState(0);
  const stepRef = useRef<(typeof REGISTRATION_STEPS)[number]>(REGISTRATION_STEPS[0]);
  // a rule shows once the field was left or holds something (an empty untouched field stays quiet)
  const form = useForm<RegistrationForm>({
    resolver: registrationResolver(() => stepRef.current, now),
    mode: 'all',
    defaultValues: {
      contract: emptyContractForm(contractYears(now)[0]),
      username: '',
      email: '',
      userPassword: '',
      userPasswordConfirmation: '',
      validationPassword: '',
      validationPasswordConfirmation: '',
      reCaptchaResponse: null,
    },
  });
  // the server's 422 (its param: user.username, contract.vatNumber, …) until the next change
  const [serverParam, setServerParam] = useState<string | null>(null);
  const [rateLimited, setRateLimited] = useState(false);
  const [legalUnavailable, setLegalUnavailable] = useState(false);
  const [done, setDone] = useState<Registered | null>(null);
  const botCheck = useRef<BotCheckHandle>(null);
  useDocumentTitle(`${LL.registration.title()} – ${LL.appName()}`);

  const current = REGISTRATION_STEPS[step]!;
  stepRef.current = current;
  const values = form.watch();
  const errors = stepErrors(values, current, now);

  useEffect(() => {
    const subscription = form.watch((_values, { name }) => {
      if (name === undefined) return;
      setServerParam((param) => {
        if (param === null) return null;
        // The bot-check widget resets itself after a refused submit: that must not clear the refusal
        // of another field (a taken username), only a bot-check refusal once solved again.
        if (name === 'reCaptchaResponse' && (param !== 'reCaptchaResponse' || form.getValues('reCaptchaResponse') === null)) return param;
        if (formFieldOf(param) !== name) form.clearErrors(formFieldOf(param) as FieldPath<RegistrationForm>);
        return null;
      });
    });
    return () => subscription.unsubscribe();
  }, [form]);

  if (done) return <RegistrationDone result={done} />;

  const onCopy = (section: CopyableSection) => {
    const before = form.getValues('contract');
    const after = copyLaboratoryInto(before, section);
    for (const key of Object.keys(after) as Array<keyof TContractInput>) {
      if (after[key] !== before[key]) form.setValue(`contract.${key}`, after[key], { shouldDirty: true, shouldValidate: true });
    }
  };
  const contractFields = {
    control: form.control,
    base: 'contract.',
    testPrefix: 'registration',
    disabled: register.isPending,
    countries: org?.countries ?? [],
    years: [...contractYears(now)],
    onYear: (year: number) => form.setValue('contract.year', year, { shouldDirty: true, shouldValidate: true }),
    onCopy,
  };

  const submit = () => {
    const form_ = form.getValues();
    if (!org || !form_.reCaptchaResponse) return;
    setRateLimited(false);
    register.mutate(
      {
        orgId: org.id,
        contract: formToInput(form_.contract),
        user: { username: form_.username.trim(), email: form_.email.trim(), fullName: form_.contract.laboratoryHeadFullName.trim() || null },
        userPassword: form_.userPassword,
        userPasswordConfirmation: form_.userPasswordConfirmation,
        validationPassword: form_.validationPassword,
        validationPasswordConfirmation: form_.validationPasswordConfirmation,
        reCaptchaResponse: form_.reCaptchaResponse,
        // the new user's language: the contract document is made in it
        locale,
      },
      {
        onSuccess: (result) => setDone(result),
        onError: (error) => {
          botCheck.current?.reset();
          const classified = classifyError(error);
          if (classified.kind === 'constraintViolation' && classified.param) {
            // the 422 at its field, in words (what was typed stays); the wizard goes back to its step
            const key = classified.param === 'reCaptchaResponse' ? 'accountRecovery.botCheckFailed' : classified.type === 'username_taken' ? 'registration.usernameTaken' : (classified.type ?? '');
            const types = paramTypes(classified.params);
            const param = classified.param;
            setStep(REGISTRATION_STEPS.indexOf(stepOfParam(param)));
            setServerParam(param);
            // after the step's fields are shown (the field gets the focus)
            setTimeout(() => form.setError(formFieldOf(param) as FieldPath<RegistrationForm>, { type: 'server', message: key, ...(types ? { types } : {}) }, { shouldFocus: true }));
          } else if (classified.kind === 'rateLimited') {
            setRateLimited(true);
          } else if (classified.type === 'legal_documents_unavailable') {
            // production before the provider publishes its terms (docs/decisions/legal-documents.md)
            setLegalUnavailable(true);
          } else {
            reportError(error, { action: 'auth' });
          }
        },
      },
    );
  };

  const last = step === REGISTRATION_STEPS.length - 1;
  const stepValid = errors.size === 0 && serverParam === null;
  const stepName = LL.registration.steps[current]();
  // a disabled Next says why: the fields still to complete, untouched ones too (issue 32)
  const missing = stepValid || !org ? null : missingFieldsText(LL, serverParam ? [...errors.keys(), serverParam] : errors.keys());

  const field = (path: 'username' | 'email' | 'userPassword' | 'userPasswordConfirmation' | 'validationPassword' | 'validationPasswordConfirmation', label: string, extra: { autoComplete?: string; type?: string; help?: string; deps?: Array<FieldPath<RegistrationForm>> } = {}) => {
    const common = { control: form.control, name: path, label, required: true, hint: extra.help, autoComplete: extra.autoComplete, fullWidth: true, testId: `registration-${path}`, deps: extra.deps } as const;
    if (extra.type === 'password') return <FormPasswordField key={path} {...common} />;
    return <FormTextField key={path} {...common} type={extra.type} />;
  };

  return (
    <AccountCard title={LL.registration.title()} width={600} testId="registration-card">
      <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }} data-testid="registration-step" data-step={current}>
        {LL.registration.subtitle({ step: step + 1, steps: REGISTRATION_STEPS.length, name: stepName })}
      </Typography>
      <LinearProgress variant="determinate" value={((step + 1) / REGISTRATION_STEPS.length) * 100} sx={{ mb: 2 }} aria-hidden />
      {orgs.isLoading && <LinearProgress />}
      {orgs.isSuccess && !org && <Alert severity="warning">{LL.registration.noOrganisation()}</Alert>}
      {org && org.countries.length === 0 && (
        // a new provider that has not chosen its countries yet: nothing could be picked in the address
        <Alert severity="warning" data-testid="registration-no-countries">
          {LL.registration.noCountries()}
        </Alert>
      )}
      {legalUnavailable && (
        <Alert severity="warning" data-testid="registration-legal-unavailable">
          {LL.registration.legalUnavailable()}
        </Alert>
      )}
      {rateLimited && (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="registration-rate-limited">
          {LL.accountRecovery.tooManyAttempts()}
        </Alert>
      )}
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!stepValid) return;
          if (last) submit();
          else setStep(step + 1);
        }}
      >
        <Stack spacing={1}>
          {current === 'generic' && (
            <>
              <ContractSectionFields {...contractFields} section="validity" />
              <ContractSectionFields {...contractFields} section="generic" />
            </>
          )}
          {current === 'user' && (
            <>
              <Typography variant="body2" color="text.secondary">
                {LL.registration.userIntro()}
              </Typography>
              <TextField label={LL.registration.fullName()} value={values.contract.laboratoryHeadFullName} fullWidth helperText=" " slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'registration-fullName' } }} />
              {field('username', LL.registration.username(), { autoComplete: 'username' })}
              {field('email', LL.registration.email(), { autoComplete: 'email', type: 'email' })}
              {field('userPassword', LL.registration.password(), { autoComplete: 'new-password', type: 'password', help: LL.loginPasswordFormatHelpText(), deps: ['userPasswordConfirmation'] })}
              {field('userPasswordConfirmation', LL.registration.passwordConfirmation(), { autoComplete: 'new-password', type: 'password' })}
            </>
          )}
          {current === 'validationPassword' && (
            <>
              <Typography variant="body2" color="text.secondary">
                {LL.registration.validationIntro()}
              </Typography>
              {field('validationPassword', LL.registration.validationPassword(), { autoComplete: 'off', type: 'password', help: LL.validationPasswordFormatHelpText(), deps: ['validationPasswordConfirmation'] })}
              {field('validationPasswordConfirmation', LL.registration.validationPasswordConfirmation(), { autoComplete: 'off', type: 'password' })}
            </>
          )}
          {(current === 'contact' || current === 'delivery' || current === 'invoice') && <ContractSectionFields {...contractFields} section={current} />}
          {current === 'terms' && (
            <>
              <ContractSectionFields {...contractFields} section="terms" terms={<Box>{org && <LegalDocumentsMenu orgId={org.id} />}</Box>} />
              <BotCheck
                ref={botCheck}
                testId="registration-bot-check"
                error={serverParam === 'reCaptchaResponse' ? messageText(LL, 'accountRecovery.botCheckFailed', LL.accountRecovery.botCheckFailed()) : null}
                onChange={(payload) => form.setValue('reCaptchaResponse', payload)}
              />
            </>
          )}
        </Stack>
        <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 3, gap: 1 }}>
          {step === 0 ? (
            <Button component={RouterLink} href="/login" startIcon={<ArrowBackIcon />} data-testid="registration-login">
              {LL.registration.backToLogin()}
            </Button>
          ) : (
            <Button onClick={() => setStep(step - 1)} startIcon={<ArrowBackIcon />} disabled={register.isPending} data-testid="registration-back">
              {LL.registration.back()}
            </Button>
          )}
          <Button
            type="submit"
            variant="contained"
            disabled={!stepValid || !org}
            loading={register.isPending}
            endIcon={last ? <HowToRegIcon /> : <ArrowForwardIcon />}
            data-testid={last ? 'registration-submit' : 'registration-next'}
            aria-describedby={missing ? 'registration-missing' : undefined}
          >
            {last ? LL.registration.submit() : LL.registration.next()}
          </Button>
        </Stack>
        {missing && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1, textAlign: 'right' }} id="registration-missing" data-testid="registration-missing" aria-live="polite">
            {missing}
          </Typography>
        )}
      </Box>
    </AccountCard>
  );
}

/** The success page: laboratory id, username, the contract download and a login button (spec 2). */
function RegistrationDone({ result }: { result: Registered }) {
  const { LL } = useI18n();
  const { signIn } = useSession();
  const document = result.contractDocument;
  return (
    <AccountCard title={LL.registration.doneTitle()} width={600} testId="registration-done">
      <Stack spacing={2}>
        <Alert severity="success">{LL.registration.doneText({ year: result.contract.year })}</Alert>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0, '& dt': { color: 'text.secondary' }, '& dd': { m: 0, fontWeight: 600 } }}>
          <dt>{LL.registration.laboratoryId()}</dt>
          <dd data-testid="registration-done-lab-id">{result.laboratory.id}</dd>
          <dt>{LL.registration.qcCode()}</dt>
          <dd data-testid="registration-done-qc-code">{result.laboratory.shortName}</dd>
          <dt>{LL.registration.username()}</dt>
          <dd data-testid="registration-done-username">{result.user.name}</dd>
        </Box>
        {document ? (
          <Button component="a" href={apiPath(document.downloadUrl)} target="_blank" rel="noopener" variant="outlined" startIcon={<DownloadIcon />} data-testid="registration-done-contract">
            {LL.registration.downloadContract()}
          </Button>
        ) : (
          <Alert severity="info">{LL.registration.contractPending()}</Alert>
        )}
        <Button variant="contained" size="large" startIcon={<LoginIcon />} onClick={() => signIn(result.token)} data-testid="registration-done-login">
          {LL.registration.login()}
        </Button>
      </Stack>
    </AccountCard>
  );
}
