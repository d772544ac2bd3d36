import { emulateSlowDevice, SLOW_DEVICE } from '../../bench/slow-device.mjs';

/** A page whose DevTools session records what it is sent. */
function fakePage() {
  const sent: [string, object | undefined][] = [];
  const session = {
    send: async (method: string, params?: object) => {
      sent.push([method, params]);
      return {};
    },
  };
  const page = { context: () => ({ newCDPSession: async () => session }) };
  return { page, sent };
}

describe('the slow device', () => {
  test('is DevTools\' "Fast 3G" network with a 4x CPU slowdown', () => {
    expect(SLOW_DEVICE.cpuThrottlingRate).toBe(4);
    expect(SLOW_DEVICE.network).toEqual({
      offline: false,
      latency: 562.5,
      downloadThroughput: 180_000,
      uploadThroughput: 84_375,
    });
  });

  test('slows the CPU and the network through the DevTools protocol', async () => {
    const { page, sent } = fakePage();
    await emulateSlowDevice(page);
    expect(sent).toEqual([
      ['Emulation.setCPUThrottlingRate', { rate: 4 }],
      ['Network.enable', undefined],
      ['Network.emulateNetworkConditions', SLOW_DEVICE.network],
    ]);
  });

  test('can slow the CPU alone', async () => {
    const { page, sent } = fakePage();
    await emulateSlowDevice(page, { network: false });
    expect(sent.map(([method]) => method)).toEqual(['Emulation.setCPUThrottlingRate']);
  });
});
