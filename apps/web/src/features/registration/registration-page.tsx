import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import DownloadIcon from '@mui/icons-material/Download';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import LoginIcon from '@mui/icons-material/Login';
import { Alert, Box, Button, LinearProgress, Stack, TextField, Typography } from '@mui/material';
import { contractYears } from '@eqa/core';
import { useMemo, useRef, useState } from 'react';
import { Link as RouterLink } from 'wouter';
import { useI18n } from '../../app/i18n';
import { useReportError } from '../../app/error-reporting';
import { PasswordField } from '../../components/password-field';
import { classifyError } from '../../lib/errors';
import { trpc, type RouterOutputs } from '../../lib/trpc';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AccountCard } from '../account/account-card';
import { BotCheck, type BotCheckHandle } from '../account/bot-check';
import { messageText } from '../account/message-text';
import { useSession } from '../auth/session';
import { ContractSectionFields, type ContractFormApi } from '../contracts/contract-fields';
import { apiPath, LegalDocumentsMenu } from '../contracts/contract-downloads';
import { businessNow } from '../contracts/business-now';
import { emptyContractForm, formToInput, readPath } from '../contracts/contract-form-model';
import { missingFieldsText, REGISTRATION_STEPS, stepErrors, stepOfParam, type RegistrationForm } from './registration-model';


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
  const [form, setForm] = useState<RegistrationForm>(() => ({
    contract: emptyContractForm(contractYears(now)[0]),
    username: '',
    email: '',
    userPassword: '',
    userPasswordConfirmation: '',
    validationPassword: '',
    validationPasswordConfirmation: '',
    reCaptchaResponse: null,
  }));
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [serverError, setServerError] = useState<{ field: string; key: string } | null>(null);
  const [rateLimited, setRateLimited] = useState(false);
  const [legalUnavailable, setLegalUnavailable] = useState(false);
  const [done, setDone] = useState<Registered | null>(null);
  const botCheck = useRef<BotCheckHandle>(null);
  useDocumentTitle(`${LL.registration.title()} – ${LL.appName()}`);

  const current = REGISTRATION_STEPS[step]!;
  const errors = stepErrors(form, current, now);
  const touch = (path: string) => setTouched((t) => (t.has(path) ? t : new Set(t).add(path)));
  const errorAt = (path: string): string | null => {
    if (serverError?.field === path) return serverError.key;
    // A rule shows once the field was left or holds something (an empty untouched field stays quiet).
    const value = path.startsWith('contract.') ? readPath(form.contract, path.slice('contract.'.length)) : form[path.replace(/^user\./, '') as keyof RegistrationForm];
    const filled = Array.isArray(value) ? value.length > 0 : typeof value === 'string' && value !== '';
    return touched.has(path) || filled ? (errors.get(path) ?? null) : null;
  };
  const update = (next: Partial<RegistrationForm>) => {
    setForm((f) => ({ ...f, ...next }));
    setServerError(null);
  };

  if (done) return <RegistrationDone result={done} />;

  const api: ContractFormApi = {
    form: form.contract,
    setForm: (contract) => update({ contract }),
    errorAt: (path) => errorAt(`contract.${path}`),
    touch: (path) => touch(`contract.${path}`),
    disabled: register.isPending,
    countries: org?.countries ?? [],
    years: [...contractYears(now)],
    testPrefix: 'registration',
  };

  const submit = () => {
    if (!org || !form.reCaptchaResponse) return;
    setRateLimited(false);
    register.mutate(
      {
        orgId: org.id,
        contract: formToInput({ ...form.contract, laboratoryHeadFullName: form.contract.laboratoryHeadFullName }),
        user: { username: form.username.trim(), email: form.email.trim(), fullName: form.contract.laboratoryHeadFullName.trim() || null },
        userPassword: form.userPassword,
        userPasswordConfirmation: form.userPasswordConfirmation,
        validationPassword: form.validationPassword,
        validationPasswordConfirmation: form.validationPasswordConfirmation,
        reCaptchaResponse: form.reCaptchaResponse,
        // the new user's language: the contract document is made in it
        locale,
      },
      {
        onSuccess: (result) => setDone(result),
        onError: (error) => {
          botCheck.current?.reset();
          const classified = classifyError(error);
          if (classified.kind === 'constraintViolation' && classified.param) {
            const field = classified.param.replace(/\.(emails|notificationEmails)\.\d+$/, '.$1').replace(/^contract\.notificationEmails\.\d+$/, 'contract.notificationEmails');
            const key = classified.param === 'reCaptchaResponse' ? 'accountRecovery.botCheckFailed' : classified.type === 'username_taken' ? 'registration.usernameTaken' : (classified.type ?? '');
            setServerError({ field, key });
            setStep(REGISTRATION_STEPS.indexOf(stepOfParam(classified.param)));
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
  const stepValid = errors.size === 0 && serverError === null;
  const stepName = LL.registration.steps[current]();
  // a disabled Next says why: the fields still to complete, untouched ones too (issue 32)
  const missing = stepValid || !org ? null : missingFieldsText(LL, serverError ? [...errors.keys(), serverError.field] : errors.keys());

  const field = (path: keyof RegistrationForm, label: string, extra: { autoComplete?: string; type?: string; help?: string; readOnly?: boolean } = {}) => {
    const key = errorAt(path === 'username' ? 'user.username' : path === 'email' ? 'user.email' : path);
    const value = form[path];
    const common = {
      label,
      value: typeof value === 'string' ? value : '',
      onChange: (event: React.ChangeEvent<HTMLInputElement>) => update({ [path]: event.target.value } as Partial<RegistrationForm>),
      onBlur: () => touch(path === 'username' ? 'user.username' : path === 'email' ? 'user.email' : path),
      required: true,
      error: key !== null,
      helperText: key ? messageText(LL, key, LL.requiredField()) : (extra.help ?? ' '),
      autoComplete: extra.autoComplete,
      fullWidth: true,
    };
    if (extra.type === 'password')
      return <PasswordField key={path} {...common} showLabel={LL.passwordVisibility.show()} hideLabel={LL.passwordVisibility.hide()} htmlInputProps={{ 'data-testid': `registration-${path}` }} />;
    return <TextField key={path} {...common} type={extra.type} slotProps={{ htmlInput: { 'data-testid': `registration-${path}` } }} />;
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
              <ContractSectionFields api={api} section="validity" />
              <ContractSectionFields api={api} section="generic" />
            </>
          )}
          {current === 'user' && (
            <>
              <Typography variant="body2" color="text.secondary">
                {LL.registration.userIntro()}
              </Typography>
              <TextField label={LL.registration.fullName()} value={form.contract.laboratoryHeadFullName} fullWidth helperText=" " slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'registration-fullName' } }} />
              {field('username', LL.registration.username(), { autoComplete: 'username' })}
              {field('email', LL.registration.email(), { autoComplete: 'email', type: 'email' })}
              {field('userPassword', LL.registration.password(), { autoComplete: 'new-password', type: 'password', help: LL.loginPasswordFormatHelpText() })}
              {field('userPasswordConfirmation', LL.registration.passwordConfirmation(), { autoComplete: 'new-password', type: 'password' })}
            </>
          )}
          {current === 'validationPassword' && (
            <>
              <Typography variant="body2" color="text.secondary">
                {LL.registration.validationIntro()}
              </Typography>
              {field('validationPassword', LL.registration.validationPassword(), { autoComplete: 'off', type: 'password', help: LL.validationPasswordFormatHelpText() })}
              {field('validationPasswordConfirmation', LL.registration.validationPasswordConfirmation(), { autoComplete: 'off', type: 'password' })}
            </>
          )}
          {(current === 'contact' || current === 'delivery' || current === 'invoice') && <ContractSectionFields api={api} section={current} />}
          {current === 'terms' && (
            <>
              <ContractSectionFields api={api} section="terms" terms={<Box>{org && <LegalDocumentsMenu orgId={org.id} />}</Box>} />
              <BotCheck
                ref={botCheck}
                testId="registration-bot-check"
                error={serverError?.field === 'reCaptchaResponse' ? messageText(LL, serverError.key, LL.accountRecovery.botCheckFailed()) : null}
                onChange={(payload) => {
                  // The widget resets itself after a refused submit: that must not clear the refusal
                  // of another field (a taken username), only a bot-check refusal once solved again.
                  setForm((f) => ({ ...f, reCaptchaResponse: payload }));
                  if (payload) setServerError((e) => (e?.field === 'reCaptchaResponse' ? null : e));
                }}
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
