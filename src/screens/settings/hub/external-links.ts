// Where the hub's external cards lead (spec 3 §2 "Hub"): this project's own documentation and issue
// tracker. One place, so a fork that publishes elsewhere changes three lines.

const REPOSITORY = 'https://github.com/cms-admin/cms-admin';

export const EXTERNAL_LINKS = {
  about: `${REPOSITORY}#readme`,
  bug: `${REPOSITORY}/issues/new?labels=bug`,
  feature: `${REPOSITORY}/issues/new?labels=enhancement`,
} as const;
