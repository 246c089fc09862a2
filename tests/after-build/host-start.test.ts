/**
 * The local host (scripts/serve.mjs) starts even when the port it found free is taken before
 * wrangler binds it: another process (a unit test's server, say) can bind a port between the probe
 * and wrangler's start. Here the first probe hands out a port that a server already holds.
 */
import {createServer, type Server} from 'node:http';
import {afterAll, beforeAll, describe, expect, it, vi} from 'vitest';
import {startHost} from '../../scripts/serve.mjs';
import {requireBuild} from './support';

const probe = vi.hoisted(() => ({busyPort: 0}));

vi.mock('node:net', async (importOriginal) => {
  const net = await importOriginal<typeof import('node:net')>();
  // scripts/serve.mjs probes with createServer() and no arguments.
  const createServerOnce = () => {
    const server = net.createServer();
    if (probe.busyPort) {
      const port = probe.busyPort;
      probe.busyPort = 0;
      const address = server.address.bind(server);
      server.address = () => ({...(address() as import('node:net').AddressInfo), port});
    }
    return server;
  };
  return {...net, default: {...net, createServer: createServerOnce}, createServer: createServerOnce};
});

const BUILD_DIR = requireBuild();

describe('the local host', () => {
  let holder: Server;
  let held: number;
  beforeAll(async () => {
    holder = createServer((_, response) => response.end('not the site'));
    await new Promise<void>((done) => holder.listen(0, '127.0.0.1', done));
    held = (holder.address() as {port: number}).port;
  });
  afterAll(() => new Promise<void>((done) => holder.close(() => done())));

  it('starts on a fresh port when the one it found free is taken before wrangler binds it', async () => {
    probe.busyPort = held;
    const host = await startHost({root: BUILD_DIR});
    try {
      expect(probe.busyPort, 'the probe handed out the taken port').toBe(0);
      expect(new URL(host.url).port).not.toBe(String(held));
      expect((await fetch(`${host.url}/robots.txt`)).status).toBe(200);
    } finally {
      await host.close();
    }
  });

  it('stops with wrangler\'s reason when the port it was given is taken', async () => {
    await expect(startHost({root: BUILD_DIR, port: held})).rejects.toThrow(/Address already in use/);
  });
});
