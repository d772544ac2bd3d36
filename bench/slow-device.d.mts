// Types of bench/slow-device.mjs, for the tests that import it.
export const SLOW_DEVICE: {
  cpuThrottlingRate: number;
  network: { offline: boolean; latency: number; downloadThroughput: number; uploadThroughput: number };
};
interface CdpSession {
  send(method: string, params?: object): Promise<unknown>;
}
interface PageLike {
  context(): { newCDPSession(page: PageLike): Promise<CdpSession> };
}
export function emulateSlowDevice(
  page: PageLike,
  options?: { cpu?: boolean; network?: boolean },
): Promise<CdpSession>;
