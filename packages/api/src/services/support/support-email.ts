/** The e-mail a support message becomes (to the provider's staff, so in English). */
export function supportEmail(input: {
  subject: string;
  message: string;
  lab: { shortName: string; name: string };
  org: { name: string };
  user: { username: string; fullName: string | null; email: string | null };
  context: { url: string; pageTitle: string };
}): { subject: string; textBody: string } {
  const who = [input.user.fullName, `(${input.user.username})`, input.user.email ? `<${input.user.email}>` : null]
    .filter((part): part is string => !!part)
    .join(' ');
  return {
    subject: `[Support] ${input.lab.shortName} ${input.lab.name}: ${input.subject}`.slice(0, 300),
    textBody: [
      `From: ${who}`,
      `Laboratory: ${input.lab.shortName} – ${input.lab.name}`,
      `Organisation: ${input.org.name}`,
      `Page: ${input.context.pageTitle} ${input.context.url}`.trim(),
      '',
      input.message,
    ].join('\n'),
  };
}
