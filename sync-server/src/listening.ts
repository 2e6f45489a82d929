import type { Config } from './config';

/**
 * The start-up line: the address the server really listens on (PORT and HOST as given, or the
 * port the system chose for PORT=0), where people reach it when that is another address (behind
 * a proxy), and the data folder.
 */
export function listeningMessage(
  address: string,
  config: Pick<Config, 'PUBLIC_URL' | 'DATABASE_URL' | 'dataDir'>,
): string {
  const publicUrl = config.PUBLIC_URL.replace(/\/$/, '');
  const reached = publicUrl === address ? '' : `, reached at ${publicUrl}`;
  const data = config.DATABASE_URL ? 'data in PostgreSQL' : `data in ${config.dataDir}`;
  return `Optolight is listening on ${address}${reached} (${data})`;
}
