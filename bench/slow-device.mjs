// The slow device the bench measures beside a normal one, through the DevTools protocol.

// A mid-tier phone as Chrome DevTools defines it ("Fast 3G & 4x CPU slowdown"): Chromium's DevTools
// frontend, front_end/core/sdk/NetworkManager.ts, `Fast3GConditions` = { download: 1.6 * 1000 * 1000 / 8
// * .9, upload: 750 * 1000 / 8 * .9, latency: 150 * 3.75 }, that is 180,000 B/s down, 84,375 B/s up and
// 562.5 ms of latency; front_end/core/sdk/CPUThrottlingManager.ts, `CPUThrottlingRates.MID_TIER_MOBILE` = 4.
export const SLOW_DEVICE = {
  cpuThrottlingRate: 4,
  network: {
    offline: false,
    latency: 150 * 3.75,
    downloadThroughput: ((1.6 * 1000 * 1000) / 8) * 0.9,
    uploadThroughput: ((750 * 1000) / 8) * 0.9,
  },
};

/** Throttles the page's CPU and network through the DevTools protocol, before it navigates. */
export async function emulateSlowDevice(page, { cpu = true, network = true } = {}) {
  const cdp = await page.context().newCDPSession(page);
  if (cpu) await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_DEVICE.cpuThrottlingRate });
  if (network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_DEVICE.network);
  }
  return cdp;
}
