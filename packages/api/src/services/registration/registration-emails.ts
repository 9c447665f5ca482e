/**
 * The e-mails of a registration (the outbox rows are written in its transaction; the texts move to
 * @eqa/i18n once it has an e-mail namespace, as the other e-mails' do).
 */

interface RegisteredLab {
  id: number;
  name: string;
  shortName: string;
  city: string;
  countryId: string;
}

/** To the provider's staff (English): who registered which laboratory, and where to see it. */
export function staffRegistrationEmail(input: {
  org: { name: string };
  lab: RegisteredLab;
  user: { username: string; fullName: string; email: string };
  contract: { year: number; name: string; vatNumber: string | null };
  labLink: string;
}): { subject: string; textBody: string } {
  return {
    subject: `[Registration] ${input.lab.shortName} ${input.lab.name}`.slice(0, 300),
    textBody: [
      `A new laboratory registered at ${input.org.name}.`,
      '',
      `Laboratory: ${input.lab.shortName} – ${input.lab.name} (id ${input.lab.id})`,
      `City: ${input.lab.city}, ${input.lab.countryId}`,
      `Institution: ${input.contract.name}${input.contract.vatNumber ? `, VAT number ${input.contract.vatNumber}` : ''}`,
      `Contract accepted for ${input.contract.year}.`,
      `User: ${input.user.fullName} (${input.user.username}) <${input.user.email}>`,
      '',
      input.labLink,
    ].join('\n'),
  };
}

/** To the new user, English then Hungarian: the username, the QC code and where to sign in. */
export function welcomeEmail(input: {
  org: { name: string };
  lab: RegisteredLab;
  user: { username: string };
  contract: { year: number };
  loginLink: string;
  contractLink: string;
}): { subject: string; textBody: string } {
  const lab = `${input.lab.shortName} – ${input.lab.name}`;
  return {
    subject: `Registration at ${input.org.name} / Regisztráció: ${input.org.name}`.slice(0, 300),
    textBody: [
      `Your laboratory ${lab} is registered at ${input.org.name}.`,
      `Username: ${input.user.username}`,
      `Laboratory QC code: ${input.lab.shortName}`,
      `The contract for ${input.contract.year} is accepted; its documents: ${input.contractLink}`,
      `Sign in: ${input.loginLink}`,
      '',
      '---',
      '',
      `A(z) ${lab} laboratórium regisztrációja megtörtént (${input.org.name}).`,
      `Felhasználónév: ${input.user.username}`,
      `A laboratórium QC kódja: ${input.lab.shortName}`,
      `A ${input.contract.year}. évi szerződés elfogadva; dokumentumai: ${input.contractLink}`,
      `Belépés: ${input.loginLink}`,
    ].join('\n'),
  };
}
