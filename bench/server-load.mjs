// The instance under load on loopback: home timeline pages of 40, at saturation and at a fixed rate.
import autocannon from 'autocannon';

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

export async function measureInstance(baseUrl, token) {
  const common = {
    url: `${baseUrl}/api/v1/timelines/home?limit=40`,
    headers: { authorization: `Bearer ${token}` },
  };
  await run({ ...common, connections: 4, duration: 3 }); // warm-up
  const saturation = await run({ ...common, connections: 16, duration: 10 });
  // autocannon fires its connections on aligned timers: at a fixed rate, N connections send bursts of N
  // requests at once. 4 connections (bursts of 4 every 20 ms) stay closer to a steady 200 per second
  // than 16 (bursts of 16 every 80 ms), while still measuring queueing.
  const fixed = await run({ ...common, connections: 4, overallRate: 200, duration: 10 });
  const failures = (r) => r.errors + r.timeouts + r.non2xx;
  return {
    homePage40: {
      saturationRequestsPerSecond: Math.round(saturation.requests.average),
      saturationFailures: failures(saturation),
      at200rps: {
        requestsPerSecond: Math.round(fixed.requests.average),
        p50Ms: fixed.latency.p50,
        p99Ms: fixed.latency.p99,
        failures: failures(fixed),
        budgetP99Ms: 50,
        withinBudget: fixed.latency.p99 <= 50,
      },
    },
  };
}
