// Cloud-hosted projects (spec 1 §4): a key of exactly 16 characters, `dc` and 14 letters or digits,
// names a project of the hosting service, whose other projects ("related" keys) the chooser also
// offers. The lookup goes to the hosting service, not the API, so it has its own fetch and a short
// time limit; callers treat every failure as "no related projects".

export const CLOUD_KEY_LENGTH = 16;
const CLOUD_KEY = /^dc[a-z0-9]{14}$/i;

let cloudServiceUrl = 'https://api.directus.cloud/';
const LOOKUP_TIMEOUT_MS = 5_000;

export function isCloudProjectKey(key: string): boolean {
  return key.length === CLOUD_KEY_LENGTH && CLOUD_KEY.test(key);
}

/** Points the lookup elsewhere (tests, self-hosted mirrors). */
export function setCloudServiceUrl(url: string): void {
  cloudServiceUrl = url.endsWith('/') ? url : `${url}/`;
}

/** `GET {cloud}/projects/{key}/related`: the related keys (strings or `{key}` objects accepted). */
export async function getRelatedProjectKeys(key: string): Promise<string[]> {
  const response = await fetch(`${cloudServiceUrl}projects/${encodeURIComponent(key)}/related`, {
    signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`The cloud service answered HTTP ${response.status}.`);
  const body = (await response.json()) as { data?: unknown };
  const list = Array.isArray(body.data) ? body.data : [];
  return list
    .map((entry) => (typeof entry === 'string' ? entry : (entry as { key?: unknown })?.key))
    .filter((entry): entry is string => typeof entry === 'string' && /^[\w-]+$/.test(entry));
}
