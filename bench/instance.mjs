// Starts the local instance (fresh data, demo world) for a bench run and signs in through the API.
import { spawn } from 'node:child_process';
import net from 'node:net';

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The local instance did not answer ${url} within ${timeoutMs} ms`);
}

export async function startInstance() {
  const port = await freePort();
  // Its own process group, so that stopping it ends npx and the server under it alike.
  const child = spawn('npx', ['tsx', 'e2e/start-server.ts'], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitFor(`${baseUrl}/api/v1/instance`, 120_000);
  return {
    baseUrl,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        process.kill(-child.pid, 'SIGTERM');
      }),
  };
}

/** A token for a user of the demo world, through the password grant. */
export async function signIn(baseUrl, username = 'demo', password = 'demo') {
  const app = await (
    await fetch(`${baseUrl}/api/v1/apps`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        client_name: 'bench',
        redirect_uris: 'urn:ietf:wg:oauth:2.0:oob',
        scopes: 'read write follow push',
      }),
    })
  ).json();
  const token = await (
    await fetch(`${baseUrl}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        grant_type: 'password',
        client_id: app.client_id,
        client_secret: app.client_secret,
        username,
        password,
        scope: 'read write follow push',
      }),
    })
  ).json();
  if (!token.access_token) throw new Error(`Sign-in failed: ${JSON.stringify(token)}`);
  return token.access_token;
}

/** The demo user signs in through the app's own form, as a person would, and Home shows posts. */
export async function signInThroughForm(page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign in' }).first().click();
  await page.waitForURL(/\/oauth\/authorize/);
  await page.getByLabel('Username').fill('demo');
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('region', { name: 'Home' }).getByRole('article').first().waitFor();
}
