// What most e2e files start with: Debian's Chromium, the built server with the demo project (its
// admin account set by the test), and that admin's token for API calls beside the browser.
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser.js';
import { signInForToken } from './demo-api.js';
import { type ServerProcess, startServerProcess } from './server-process.js';

export const DEMO_ADMIN = { email: 'owner@example.com', password: 'a-long-demo-password' };

export interface DemoStack {
  browser: Browser;
  server: ServerProcess;
  adminToken: string;
}

export async function startDemoStack(): Promise<DemoStack> {
  const browser = await launchBrowser();
  try {
    const server = await startServerProcess({
      env: { CMS_ADMIN_EMAIL: DEMO_ADMIN.email, CMS_ADMIN_PASSWORD: DEMO_ADMIN.password },
    });
    return { browser, server, adminToken: await signInForToken(server.origin, DEMO_ADMIN) };
  } catch (error) {
    // The file's after() never sees a browser this function did not return.
    await browser.close();
    throw error;
  }
}

/** Closes what startDemoStack() started (either may be missing when it failed). */
export async function stopDemoStack(stack: Partial<DemoStack>): Promise<void> {
  await stack.browser?.close();
  await stack.server?.stop();
}
