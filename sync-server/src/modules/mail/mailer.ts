import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import { v7 as uuidv7 } from 'uuid';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** SMTP when configured; otherwise a folder of JSON files, so a clinic without mail still works. */
export function createMailer(options: { smtpUrl: string; from: string; dataDir: string }): Mailer {
  if (options.smtpUrl) {
    const transport = createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail });
      },
    };
  }
  const outbox = mailOutboxDir(options.dataDir);
  mkdirSync(outbox, { recursive: true });
  return {
    send(mail) {
      const file = join(outbox, `${uuidv7()}.json`);
      writeFileSync(
        file,
        JSON.stringify({ from: options.from, ...mail, sentAt: new Date().toISOString() }, null, 2),
      );
      return Promise.resolve();
    },
  };
}

/** Where mail is written when SMTP is not set; the tests read the links from there. */
export function mailOutboxDir(dataDir: string): string {
  return join(dataDir, 'mail-outbox');
}
