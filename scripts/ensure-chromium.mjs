// The browser and end-to-end tests drive a real Chromium. Find one; as root on Debian, install
// Debian's package when there is none (no test tool may download a browser of its own here).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium } from './chromium.mjs';

export async function ensureChromium() {
  try {
    return findChromium();
  } catch (notFound) {
    const isRoot = process.getuid?.() === 0;
    if (!isRoot || !existsSync('/usr/bin/apt-get')) throw notFound;
    console.log('Chromium is missing: installing Debian package `chromium` with apt-get …');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
    return findChromium();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  ensureChromium()
    .then((path) => console.log(path))
    .catch((error) => {
      console.error(error.message);
      process.exit(1);
    });
}
