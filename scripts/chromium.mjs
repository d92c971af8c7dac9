// Finds the Chromium the tests drive. No test tool may download a browser of its own here.
import { existsSync } from 'node:fs';

const candidates = [
  process.env.CHROME_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

/** Headless flags that keep Chromium off the (closed) network and out of the sandbox as root. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

export function findChromium() {
  const found = candidates.find((path) => path && existsSync(path));
  if (!found) {
    throw new Error(
      'No Chromium found. Install it (Debian: `apt-get install -y chromium`) or set CHROME_PATH.',
    );
  }
  return found;
}
