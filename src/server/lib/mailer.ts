import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger as Logger } from 'fastify';

export type Mail = { to: string; subject: string; text: string };
export type Mailer = { send: (mail: Mail) => Promise<void>; close: () => void };

/**
 * SMTP when SMTP_URL is set; otherwise each message is written as an .eml file to the outbox
 * (docs/domain.md). The log names the subject and, in the outbox, the file: never the recipient (an e-mail
 * address is personal data) or the body (it may hold a token).
 */
export function createMailer(options: {
  smtpUrl?: string | undefined;
  from: string;
  outboxDir: string;
  log: Logger;
}): Mailer {
  const transport = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: options.from, ...mail });
      let file: string | undefined;
      if (!options.smtpUrl) {
        await fs.mkdir(options.outboxDir, { recursive: true });
        const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}.eml`;
        await fs.writeFile(path.join(options.outboxDir, name), (info as unknown as { message: Buffer }).message);
        file = name;
      }
      options.log.info({ subject: mail.subject, file }, 'mail sent');
    },
    close: () => transport.close(),
  };
}
