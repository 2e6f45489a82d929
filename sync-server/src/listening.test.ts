import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { loadConfig } from './config';
import { listeningMessage } from './listening';

describe('the start-up line', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  const configWith = (env: Record<string, string>) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'optolight-listen-'));
    dirs.push(dataDir);
    return loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env });
  };

  it('names the port and host the server listens on, not a fixed localhost:3000', async () => {
    const config = configWith({ PORT: '0', HOST: '127.0.0.1' });
    const app = await buildApp({ ...config, PWA_DIST: join(config.dataDir, 'no-dist') });
    try {
      const address = await app.listen({ port: config.PORT, host: config.HOST });
      const port = new URL(address).port;
      expect(port).not.toBe('3000');
      expect(listeningMessage(address, config)).toContain(`http://127.0.0.1:${port}`);
      expect(listeningMessage(address, config)).not.toContain(':3000');
    } finally {
      await app.close();
    }
  });

  it('takes its public address from PORT when PUBLIC_URL is not set, and says both when they differ', () => {
    const config = configWith({ PORT: '4321' });
    expect(config.PUBLIC_URL).toBe('http://localhost:4321');
    const proxied = configWith({ PORT: '4321', PUBLIC_URL: 'https://clinic.example/' });
    expect(listeningMessage('http://0.0.0.0:4321', proxied)).toBe(
      `Optolight is listening on http://0.0.0.0:4321, reached at https://clinic.example (data in ${proxied.dataDir})`,
    );
  });
});
