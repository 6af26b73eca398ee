import type { EnvReader } from '@pdpl/web';

export interface MailConfig {
  smtp: { url: string } | { host: string; port: number; secure: boolean; user: string | null; pass: string | null } | null;
  from: string;
}

/** Outgoing mail settings (env block of config.ts). */
export function readMailConfig({ read, int, bool, secret, problems }: EnvReader): MailConfig {
  /** SMTP_URL (smtp[s]://user:pass@host:port) or SMTP_HOST + SMTP_PORT (587) + SMTP_SECURE (true on 465) + SMTP_USER/SMTP_PASS. None: mail goes to DATA_DIR/outbox. */
  const smtpUrl = read('SMTP_URL');
  if (smtpUrl && !/^smtps?:\/\/[^/]/.test(smtpUrl)) problems.push('SMTP_URL must start with smtp:// or smtps://');
  const smtpHost = read('SMTP_HOST');
  const smtpPort = int('SMTP_PORT', 587, 1, 65535);
  const smtpUser = read('SMTP_USER') ?? null;
  const smtpPass = secret('SMTP_PASS');
  if ((smtpUser === null) !== (smtpPass === null)) problems.push('SMTP_USER and SMTP_PASS must be set together');
  if (smtpUrl && smtpHost) problems.push('Set SMTP_URL or SMTP_HOST, not both');
  const smtpSecure = bool('SMTP_SECURE', smtpPort === 465);
  /** MAIL_FROM: sender of outgoing mail. Default 'Mizan <no-reply@localhost>'. */
  const mailFrom = read('MAIL_FROM') ?? 'Mizan <no-reply@localhost>';
  const smtp: MailConfig['smtp'] = smtpUrl
    ? { url: smtpUrl }
    : smtpHost
      ? { host: smtpHost, port: smtpPort, secure: smtpSecure, user: smtpUser, pass: smtpPass }
      : null;

  return { smtp, from: mailFrom };
}
