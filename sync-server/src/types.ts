import type { Config } from './config';
import type { Db } from './db/client';
import type { Mailer } from './modules/mail/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    mailer: Mailer;
  }
}
