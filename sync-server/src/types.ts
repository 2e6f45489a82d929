import type { VersionTable } from '@optolight/domain';
import type { Config } from './config';
import type { Storage } from './db/storage';
import type { Mailer } from './modules/mail/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    storage: Storage;
    mailer: Mailer;
    /** The versions of stored sections this server migrates to (tests pass their own). */
    sectionVersions: VersionTable;
  }
}
