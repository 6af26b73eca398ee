/**
 * The images the repository builds, in the order the smoke starts them: the API (its migration
 * first), the observer (a CronJob's, run once against the migrated database), the remotes the shell
 * reads at start, the shell.
 */

/** Every front-end, each an image of infra/docker/static.Dockerfile (--build-arg APP). */
export const APPS = ['shell', 'mfe-marketing', 'mfe-ksa', 'mfe-index', 'mfe-admin'];

/**
 * @typedef {'api' | 'job' | 'remote' | 'shell'} ImageRole
 * @typedef {{ name: string, dockerfile: string, args: Record<string, string>, role: ImageRole }} Image
 * @type {Image[]}
 */
export const IMAGES = [
  { name: 'api', dockerfile: 'infra/docker/api.Dockerfile', args: {}, role: 'api' },
  { name: 'observer', dockerfile: 'infra/docker/observer.Dockerfile', args: {}, role: 'job' },
  ...APPS.filter((app) => app !== 'shell').map((app) => ({ name: app, dockerfile: 'infra/docker/static.Dockerfile', args: { APP: app }, role: /** @type {ImageRole} */ ('remote') })),
  { name: 'shell', dockerfile: 'infra/docker/static.Dockerfile', args: { APP: 'shell' }, role: 'shell' },
];
