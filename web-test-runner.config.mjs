// Browser tests in Debian's Chromium. React 19 ships CommonJS only, which wtr's per-file transform
// cannot load, so each test file is bundled with esbuild and served as one ES module.
import { chromeLauncher } from '@web/test-runner-chrome';
import { build } from 'esbuild';
import { chromiumArgs, findChromium } from './scripts/chromium.mjs';

function bundleTestFiles() {
  return {
    name: 'bundle-test-files',
    async serve(context) {
      if (!/\.test\.tsx?$/.test(context.path)) return undefined;
      const result = await build({
        entryPoints: [`.${context.path}`],
        bundle: true,
        write: false,
        format: 'esm',
        platform: 'browser',
        target: 'es2022',
        jsx: 'automatic',
        sourcemap: 'inline',
        loader: { '.css': 'text' },
        define: { 'process.env.NODE_ENV': '"development"' },
        logLevel: 'silent',
      });
      return { body: result.outputFiles[0].text, type: 'js' };
    },
  };
}

export default {
  files: ['tests/browser/**/*.test.{ts,tsx}'],
  nodeResolve: false,
  concurrency: 2,
  testFramework: { config: { timeout: 10000 } },
  testsFinishTimeout: 180000,
  plugins: [bundleTestFiles()],
  browsers: [
    chromeLauncher({
      launchOptions: { executablePath: findChromium(), headless: true, args: chromiumArgs },
      // Two test pages run at once and only one can hold the window's focus; the other would get
      // no focus/blur events at all. Each page behaves as the focused one, as a user's page does.
      createPage: async ({ context }) => {
        const page = await context.newPage();
        const session = await page.createCDPSession();
        await session.send('Emulation.setFocusEmulationEnabled', { enabled: true });
        return page;
      },
    }),
  ],
};
