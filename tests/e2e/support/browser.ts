// Debian's Chromium driven by playwright-core; nothing downloads a browser of its own here.
import { type Browser, chromium } from 'playwright-core';
import { chromiumArgs, findChromium } from '../../../scripts/chromium.mjs';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: findChromium(), headless: true, args: chromiumArgs });
}
