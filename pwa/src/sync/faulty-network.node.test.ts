import { describe, expect, it } from 'vitest';
import { FaultyNetwork, noFaults } from '../../test/sync/faulty';

/** The chaos run's network: a request it holds back and delivers late meets whatever server is
 * there by then, and a failure there must not end the run as if the app had failed. */
describe('the chaos network', () => {
  it('loses a late request whose server has closed since, as its answer is lost', async () => {
    const net = new FaultyNetwork(
      () => 0,
      () => Promise.resolve(),
    );
    net.faults = { ...noFaults, delay: 1 };
    let open = true;
    const send = net.wrap('a0', () => {
      if (!open) return Promise.reject(new Error('Fastify has already been closed'));
      return Promise.resolve({ status: 200, body: {} });
    });
    await expect(send('POST', '/api/sync/push', {})).rejects.toThrow('delayed, answer lost');
    open = false;
    await expect(net.deliverHeld(true)).resolves.toBeUndefined();
  });
});
