// GET /{project}/ (contract §4.6): what a client may know about a project before signing in,
// and a little more once signed in.
import { MAX_UPLOAD_SIZE } from '../../config/limits.js';
import { DIRECTUS_COMPAT_VERSION, SERVER_VERSION } from '../../config/version.js';
import type { Actor } from '../../http/actor.js';
import type { ProjectContext } from '../../http/project-context.js';
import { type FileUrls, fileUrls, type StoredFile } from '../files/file-urls.js';
import { getSchema } from '../schema/index.js';
import { type SearchIndexSummary, searchIndexStatus } from '../search-index/index.js';
import { readSettings, settingIsTrue } from '../settings/read-settings.js';

export interface ProjectInfo {
  api: {
    version?: string;
    requires2FA: boolean;
    database?: string;
    project_name: string;
    project_logo: FileUrls | null;
    project_color: string;
    project_foreground: FileUrls | null;
    project_background: FileUrls | null;
    project_public_note: string | null;
    default_locale: string | null;
    telemetry: boolean;
  };
  server?: {
    max_upload_size: number;
    general?: { runtime: 'node'; node_version: string; server_version: string };
    /** Admins: whether `q` is answered from a trigram index on this database (issue #20). */
    search?: SearchIndexSummary;
  };
}

const FILE_SETTINGS = ['project_logo', 'project_foreground', 'project_background'] as const;

const SETTING_KEYS = [
  'project_name',
  'project_color',
  'project_public_note',
  'default_locale',
  'telemetry',
  'asset_url_naming',
  ...FILE_SETTINGS,
];

interface FileRow extends StoredFile {
  id: number;
}

export async function buildProjectInfo(
  project: ProjectContext,
  actor: Actor,
  origin: string,
): Promise<ProjectInfo> {
  const settings = await readSettings(project.db, SETTING_KEYS);

  // File-valued settings hold a directus_files id; clients get the file's URLs instead.
  const fileIds = FILE_SETTINGS.map((key) => Number(settings[key])).filter(
    (id) => Number.isInteger(id) && id > 0,
  );
  const files: FileRow[] = fileIds.length
    ? await project
        .db('directus_files')
        .select('id', 'filename_disk', 'filename_download', 'private_hash')
        .whereIn('id', fileIds)
    : [];
  const urlsOf = (key: (typeof FILE_SETTINGS)[number]): FileUrls | null => {
    const file = files.find((row) => Number(row.id) === Number(settings[key]));
    if (!file) return null;
    return fileUrls(file, {
      origin,
      projectKey: project.key,
      storage: project.config.storage,
      assetUrlNaming: settings.asset_url_naming ?? null,
    });
  };

  const info: ProjectInfo = {
    api: {
      requires2FA: !actor.public && actor.enforce2fa,
      project_name: settings.project_name || 'Directus',
      project_logo: urlsOf('project_logo'),
      project_color: settings.project_color || '#263238',
      project_foreground: urlsOf('project_foreground'),
      project_background: urlsOf('project_background'),
      project_public_note: settings.project_public_note || null,
      default_locale: settings.default_locale || null,
      telemetry: settingIsTrue(settings.telemetry),
    },
  };
  if (actor.public) return info;

  // Signed-in callers also learn versions, the database vendor and the upload limit.
  info.api = {
    version: DIRECTUS_COMPAT_VERSION,
    ...info.api,
    database: project.config.database.type,
  };
  info.server = { max_upload_size: project.config.storage.upload_max_size ?? MAX_UPLOAD_SIZE };
  if (actor.admin) {
    info.server.general = {
      runtime: 'node',
      node_version: process.versions.node,
      server_version: SERVER_VERSION,
    };
    const { engine, active, reason } = await searchIndexStatus(
      project.db,
      await getSchema(project.db),
    );
    info.server.search = { engine, active, reason };
  }
  return info;
}
