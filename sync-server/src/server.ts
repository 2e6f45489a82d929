import { buildApp } from './app';
import { loadConfig } from './config';
import { listeningMessage } from './listening';

// Before anything is written: the data folder and every file in it are for this user only.
process.umask(0o077);

const config = loadConfig();
const app = await buildApp(config);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

const address = await app.listen({ port: config.PORT, host: config.HOST });
app.log.info(listeningMessage(address, config));
