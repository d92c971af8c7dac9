// The schema version and settings a /{project} route reads with. The actor's one statement already
// read them for the addressed project (http/actor.ts, REQUEST_SETTING_KEYS); a second query is made
// only when it did not (another project, or a setting that statement does not read).
import type { FastifyRequest } from 'fastify';
import { type ProjectState, readProjectState } from '../services/schema/index.js';

export function requestProjectState(
  request: FastifyRequest,
  settingKeys: readonly string[],
): Promise<ProjectState> {
  const { project, projectState: known } = request;
  if (known?.project === project && settingKeys.every((key) => key in known.state.settings)) {
    return Promise.resolve(known.state);
  }
  return readProjectState(project.db, settingKeys);
}
