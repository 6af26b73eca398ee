/**
 * Outgoing mail. With SMTP configured, messages go through it (nodemailer). Without, they are
 * written as .eml files into DATA_DIR/outbox and logged, so nothing is lost and nothing claims
 * to have been sent. A failed SMTP send rejects: callers record and report it.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailConfig } from '../config.js';
import type { Logger } from '../logger.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** With an HTML part, the message is multipart/alternative and `text` its plain-text alternative. */
  html?: string;
}

export type Delivery = 'sent' | 'outbox';

export interface Mailer {
  send(message: MailMessage): Promise<Delivery>;
}

const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

function smtpTransport(smtp: NonNullable<MailConfig['smtp']>): Transporter {
  if ('url' in smtp) return nodemailer.createTransport({ url: smtp.url, ...SMTP_TIMEOUTS });
  return nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    ...(smtp.user && smtp.pass ? { auth: { user: smtp.user, pass: smtp.pass } } : {}),
    ...SMTP_TIMEOUTS,
  });
}

export function createMailer(mail: MailConfig, dataDir: string, logger: Logger): Mailer {
  if (mail.smtp) {
    const transport = smtpTransport(mail.smtp);
    return {
      async send(message) {
        await transport.sendMail({ from: mail.from, ...message });
        return 'sent';
      },
    };
  }

  const outbox = path.join(dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: mail.from, ...message });
      await mkdir(outbox, { recursive: true, mode: 0o700 });
      const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`);
      // Personal data: readable by the server's user only.
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      logger.info({ file, subject: message.subject }, 'No SMTP configured: e-mail kept in the local outbox');
      return 'outbox';
    },
  };
}
