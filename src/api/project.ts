import { requestJson } from './request.js';
import type { ProjectInfo, ProjectInfoResult } from './types.js';

interface ProjectHome {
  api: Omit<ProjectInfo, 'max_upload_size'>;
  server?: { max_upload_size?: number };
}

/** `GET /{project}/` (contract §4.6): the project's public face, and whether we are signed in. */
export async function getProjectInfo(
  project: string,
  signal?: AbortSignal,
): Promise<ProjectInfoResult> {
  const body = await requestJson<ProjectHome>(`${encodeURIComponent(project)}/`, { signal });
  const info: ProjectInfo = { ...body.data.api };
  const maxUploadSize = body.data.server?.max_upload_size;
  if (maxUploadSize !== undefined) info.max_upload_size = maxUploadSize;
  // The admin decides "authenticated" by the absence of the public flag (contract §2.1).
  return { info, authenticated: body.public === undefined };
}
