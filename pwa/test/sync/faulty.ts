import type { RawResponse, Send } from './inject-transport';

export interface Faults {
  dropRequest: number;
  dropResponse: number;
  duplicate: number;
  delay: number;
  unauthorized: number;
  serverError: number;
  /** Restart the server after delivering a request and before its answer arrives. */
  restart: number;
}

export const noFaults: Faults = {
  dropRequest: 0,
  dropResponse: 0,
  duplicate: 0,
  delay: 0,
  unauthorized: 0,
  serverError: 0,
  restart: 0,
};

/**
 * A network that drops, duplicates, delays (so requests arrive late and out of order), answers
 * 401 and 500, and restarts the server mid-request, decided by a seeded generator.
 */
export class FaultyNetwork {
  faults: Faults = noFaults;
  private held: (() => Promise<unknown>)[] = [];
  log: string[] = [];
  /** Work done while a request is in flight (a person typing during a sync), by device name. */
  duringRequest: (device: string) => Promise<void> = () => Promise.resolve();

  constructor(
    private readonly random: () => number,
    private readonly restartServer: () => Promise<void>,
  ) {}

  wrap(name: string, send: Send): Send {
    return async (method, url, payload) => {
      const f = this.faults;
      const roll = (p: number) => this.random() < p;
      const what = `${name} ${method} ${url.split('?')[0] ?? ''}`;
      if (roll(f.dropRequest)) return this.fail(`${what}: request dropped`);
      if (roll(f.unauthorized))
        return this.answer(`${what}: 401`, { status: 401, body: 'expired' });
      if (roll(f.serverError)) return this.answer(`${what}: 500`, { status: 500, body: 'boom' });
      if (roll(f.delay)) {
        this.held.push(() => send(method, url, payload));
        return this.fail(`${what}: delayed, answer lost`);
      }
      if (roll(0.3)) await this.duringRequest(name);
      const res = await send(method, url, payload);
      if (roll(0.3)) await this.duringRequest(name);
      if (roll(f.duplicate)) {
        this.log.push(`${what}: duplicated`);
        return send(method, url, payload);
      }
      if (roll(f.restart)) {
        await this.restartServer();
        return this.fail(`${what}: server restarted before answering`);
      }
      if (roll(f.dropResponse)) return this.fail(`${what}: response dropped`);
      return res;
    };
  }

  /** Delivers some of the delayed requests, in a shuffled order; their answers go nowhere. */
  async deliverHeld(all = false): Promise<void> {
    const keep: (() => Promise<unknown>)[] = [];
    const deliver: (() => Promise<unknown>)[] = [];
    for (const request of this.held) (all || this.random() < 0.5 ? deliver : keep).push(request);
    this.held = keep;
    deliver.sort(() => this.random() - 0.5);
    // A late request that finds its server gone (an instance closed by a restart since) is lost
    // on the way, as its answer is: nobody waits for either.
    for (const request of deliver) await request().catch(() => undefined);
    if (deliver.length) this.log.push(`delivered ${deliver.length} late request(s)`);
  }

  private fail(what: string): never {
    this.log.push(what);
    throw new TypeError(`network: ${what}`);
  }

  private answer(what: string, res: RawResponse): RawResponse {
    this.log.push(what);
    return res;
  }
}
