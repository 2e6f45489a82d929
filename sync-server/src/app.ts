import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { storedSectionVersions, type VersionTable } from '@optolight/domain';
import type { Config } from './config';
import { keepDataPrivate } from './data-dir';
import { openStorage } from './db/storage';
import { openPostgresStorage } from './db/storage-pg';
import { upgradeStoredSections } from './db/upgrade-sections';
import inFlight from './http/in-flight';
import jsonBody from './http/json-body';
import { requestSerializer } from './http/log-redaction';
import './types';
import authPlugin from './plugins/auth';
import errorHandler from './plugins/error-handler';
import securityHeaders from './plugins/security-headers';
import { attemptStore } from './modules/auth/attempts';
import auditRoutes from './modules/audit/routes';
import authRoutes from './modules/auth/routes';
import apiDocsRoutes from './modules/api-docs/routes';
import healthRoutes from './modules/health/routes';
import historyRoutes from './modules/history/routes';
import outcomeRoutes from './modules/outcomes/routes';
import homeRoutes from './modules/home/routes';
import { createMailer, smtpTransport, type MailTransport } from './modules/mail/mailer';
import patientRoutes from './modules/patients/routes';
import paymentRoutes from './modules/payments/routes';
import recordRoutes from './modules/records/routes';
import reportRoutes from './modules/reports/routes';
import fhirRoutes from './modules/fhir/routes';
import practiceDataRoutes from './modules/practice-data/routes';
import practiceRoutes from './modules/practice/routes';
import signingRoutes from './modules/signing/routes';
import syncRoutes from './modules/sync/routes';
import trainerRoutes from './modules/trainer/routes';
import { bringInLegacyFiles } from './modules/uploads/legacy-files';
import userRoutes from './modules/users/routes';
import webRoutes from './modules/web/routes';

const defaultDist = fileURLToPath(new URL('../../pwa/dist', import.meta.url));

/** Log lines carry method, path and status only: bodies and auth headers never reach the log. */
export const loggerOptions = (level: Config['LOG_LEVEL']): FastifyServerOptions['logger'] => ({
  level,
  redact: {
    paths: ['req.headers.authorization', 'req.body', 'res.body', '*.password', '*.email'],
    remove: true,
  },
  serializers: { req: requestSerializer },
});

export async function buildApp(
  config: Config,
  options: {
    logger?: FastifyServerOptions['logger'];
    sectionVersions?: VersionTable;
    /** Delivers mail instead of SMTP_URL's server (tests). */
    mailTransport?: MailTransport;
  } = {},
) {
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config.LOG_LEVEL),
    bodyLimit: 1024 * 1024,
    trustProxy: config.TRUST_PROXY,
  });
  keepDataPrivate(config.dataDir);
  app.decorate('config', config);
  app.decorate('sectionVersions', options.sectionVersions ?? storedSectionVersions);
  app.decorate(
    'storage',
    config.DATABASE_URL
      ? await openPostgresStorage(config.DATABASE_URL, (code) => {
          app.log.warn({ code }, 'the database ended a connection');
        })
      : openStorage(join(config.dataDir, 'optolight.sqlite')),
  );
  await upgradeStoredSections(app.storage, app.sectionVersions);
  await bringInLegacyFiles(app.storage, config.dataDir);
  app.decorate(
    'mailer',
    createMailer({
      storage: app.storage,
      from: config.MAIL_FROM,
      transport: options.mailTransport ?? smtpTransport(config.SMTP_URL),
      // The code only: a mail server's message can quote the recipient.
      onFailure: (error) => {
        app.log.warn({ code: (error as { code?: unknown }).code }, 'a mail could not be sent yet');
      },
    }),
  );
  app.addHook('onClose', async () => {
    await app.requestsDrained();
    await app.mailer.stop();
    await app.storage.close();
  });

  await app.register(inFlight);
  await app.register(errorHandler);
  await app.register(securityHeaders);
  await app.register(jsonBody);
  await app.register(rateLimit, { global: false, store: attemptStore(app.storage) });
  await app.register(multipart, {
    limits: { fileSize: config.UPLOAD_MAX_BYTES, files: 1, fields: 5 },
  });
  await app.register(authPlugin);

  await app.register(authRoutes);
  await app.register(userRoutes);
  await app.register(paymentRoutes);
  await app.register(patientRoutes);
  await app.register(recordRoutes);
  await app.register(historyRoutes);
  await app.register(reportRoutes);
  await app.register(fhirRoutes);
  await app.register(practiceDataRoutes);
  await app.register(practiceRoutes);
  await app.register(signingRoutes);
  await app.register(syncRoutes);
  await app.register(trainerRoutes);
  await app.register(auditRoutes);
  await app.register(homeRoutes);
  await app.register(outcomeRoutes);
  await app.register(healthRoutes);
  await app.register(apiDocsRoutes);
  await app.register(webRoutes, {
    distDir: config.PWA_DIST ? resolve(config.PWA_DIST) : defaultDist,
  });
  return app;
}
