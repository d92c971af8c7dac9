// First start with CMS_DEMO != "0": create the `demo` project (SQLite) with sample content so a
// fresh checkout shows something at once. Later starts leave it alone: the admin password is
// generated and shown once, never regenerated.
import { ProjectRegistry } from '../config/project-registry.js';
import {
  generateSuperAdminToken,
  readSuperAdminToken,
  writeSuperAdminToken,
} from '../config/super-admin-token.js';
import { createProject } from '../services/projects/create-project.js';
import { randomToken } from '../util/random.js';
import { type DemoSeedSummary, seedDemoContent } from './seed-demo-content.js';

export const DEMO_PROJECT_KEY = 'demo';
export const DEMO_PROJECT_NAME = 'Demo project';
export const DEFAULT_DEMO_ADMIN_EMAIL = 'admin@example.com';

export interface DemoOptions {
  dataDir: string;
  /** CMS_DEMO != "0". */
  enabled: boolean;
  adminEmail?: string;
  adminPassword?: string;
  superAdminToken?: string;
}

export type DemoStartup =
  | { status: 'disabled' }
  /** Projects already exist (the demo was deleted, or never wanted): nothing is created. */
  | { status: 'other-projects' }
  | { status: 'exists'; projectKey: string }
  | {
      status: 'created';
      projectKey: string;
      adminEmail: string;
      /** Set only when generated here (to be printed once); undefined when it came from the env. */
      generatedPassword?: string;
      /** Set only when generated here; undefined when it came from the env or already existed. */
      generatedSuperAdminToken?: string;
      content: DemoSeedSummary;
    };

export async function ensureDemoProject(options: DemoOptions): Promise<DemoStartup> {
  if (!options.enabled) return { status: 'disabled' };
  const registry = new ProjectRegistry(options.dataDir);
  if (await registry.exists(DEMO_PROJECT_KEY)) {
    return { status: 'exists', projectKey: DEMO_PROJECT_KEY };
  }
  // "First start" means a data folder without any project.
  if (await registry.hasAnyProject()) return { status: 'other-projects' };

  const generatedPassword = options.adminPassword ? undefined : randomToken(18);
  const adminEmail = options.adminEmail ?? DEFAULT_DEMO_ADMIN_EMAIL;
  let content: DemoSeedSummary | undefined;
  await createProject(
    { dataDir: options.dataDir, registry },
    {
      key: DEMO_PROJECT_KEY,
      projectName: DEMO_PROJECT_NAME,
      database: { type: 'sqlite' },
      admin: {
        email: adminEmail,
        password: options.adminPassword ?? (generatedPassword as string),
      },
      afterInstall: async (project) => {
        content = await seedDemoContent(project);
      },
    },
  );

  // The token is written after the project exists: a failed install must not leave behind a
  // generated token that was never shown.
  let generatedSuperAdminToken: string | undefined;
  if (options.superAdminToken) {
    await writeSuperAdminToken(options.dataDir, options.superAdminToken);
  } else if (!(await readSuperAdminToken(options.dataDir))) {
    generatedSuperAdminToken = generateSuperAdminToken();
    await writeSuperAdminToken(options.dataDir, generatedSuperAdminToken);
  }
  return {
    status: 'created',
    projectKey: DEMO_PROJECT_KEY,
    adminEmail: adminEmail.toLowerCase(),
    generatedPassword,
    generatedSuperAdminToken,
    content: content as DemoSeedSummary,
  };
}
