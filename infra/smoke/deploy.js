/**
 * How infra/k8s runs each image, read from a rendered overlay: its workloads (Deployments, Jobs and CronJobs)
 * with their command, environment (the ConfigMaps they name resolved, the Secrets' keys filled in by
 * the caller) and scratch volumes, and which image answers each host of the Ingress.
 */

/** The image a reference names, without registry, tag or digest: ghcr.io/mizan/api:staging is api. @param {string} ref */
export const imageName = (ref) => ref.replace(/@.*$/, '').replace(/:[^/]*$/, '').split('/').at(-1);

/**
 * @typedef {{ name: string, value?: string, valueFrom?: { secretKeyRef?: { name: string, key: string, optional?: boolean }, configMapKeyRef?: { name: string, key: string, optional?: boolean } } }} EnvVar
 * @typedef {{ name: string, mountPath: string, readOnly?: boolean, subPath?: string }} VolumeMount
 * @typedef {{ name: string, image: string, command?: string[], args?: string[], workingDir?: string, env?: EnvVar[], envFrom?: { configMapRef?: { name: string }, secretRef?: { name: string } }[], volumeMounts?: VolumeMount[] }} Container
 * @typedef {{ runAsUser?: number, runAsGroup?: number, readOnlyRootFilesystem?: boolean }} SecurityContext
 * @typedef {{ name: string, emptyDir?: { medium?: string, sizeLimit?: string } } & Record<string, unknown>} PodVolume
 * @typedef {{ owner: string, kind: string, labels: Record<string, string>, container: Container & { securityContext?: SecurityContext }, pod: SecurityContext, volumes: PodVolume[], image: string }} Workload
 */

/** The pod template of a Deployment or Job, or of the Jobs a CronJob starts. @param {any} o */
const templateOf = (o) => (o.kind === 'CronJob' ? o.spec?.jobTemplate?.spec?.template : o.spec?.template);

/** @param {any[]} objects @returns {Workload[]} */
export function workloadsOf(objects) {
  return objects
    .filter((o) => templateOf(o)?.spec?.containers)
    .flatMap((o) =>
      templateOf(o).spec.containers.map((container) => ({
        owner: `${o.kind}/${o.metadata.name}`,
        kind: o.kind,
        labels: templateOf(o).metadata?.labels ?? {},
        container,
        pod: templateOf(o).spec.securityContext ?? {},
        volumes: templateOf(o).spec.volumes ?? [],
        image: imageName(container.image),
      })),
    );
}

/**
 * A container's environment as the kubelet gives it: each envFrom ConfigMap, then env (values,
 * ConfigMap keys, Secret keys from `secrets`). A Secret key the smoke has no value for is an error
 * unless the manifest marks it optional.
 * @param {Workload} workload @param {any[]} objects @param {Record<string, string>} secrets
 * @returns {Record<string, string>}
 */
export function environmentOf(workload, objects, secrets) {
  const configMap = (name) => {
    const found = objects.find((o) => o.kind === 'ConfigMap' && o.metadata.name === name);
    if (!found) throw new Error(`${workload.owner} names ConfigMap ${name}, which the rendering lacks`);
    return found.data ?? {};
  };
  /** @type {Record<string, string>} */
  const env = {};
  for (const source of workload.container.envFrom ?? []) {
    if (source.configMapRef) Object.assign(env, configMap(source.configMapRef.name));
    else throw new Error(`${workload.owner}: envFrom ${JSON.stringify(source)} is not followed by the smoke (it fills in Secret keys one by one)`);
  }
  for (const variable of workload.container.env ?? []) {
    const { secretKeyRef, configMapKeyRef } = variable.valueFrom ?? {};
    if ('value' in variable) env[variable.name] = String(variable.value);
    else if (secretKeyRef) {
      if (secretKeyRef.key in secrets) env[variable.name] = secrets[secretKeyRef.key];
      else if (!secretKeyRef.optional) throw new Error(`${workload.owner} needs key ${secretKeyRef.key} of Secret ${secretKeyRef.name}, which the smoke has no value for (infra/smoke/run.js)`);
    } else if (configMapKeyRef) {
      const value = configMap(configMapKeyRef.name)[configMapKeyRef.key];
      if (value !== undefined) env[variable.name] = value;
      else if (!configMapKeyRef.optional) throw new Error(`${workload.owner}: ConfigMap ${configMapKeyRef.name} has no key ${configMapKeyRef.key}`);
    } else throw new Error(`${workload.owner}: how ${variable.name} gets its value is not followed by the smoke`);
  }
  return env;
}

/**
 * Which image answers each host of the Ingress: the Service behind the host's `/` (else its first
 * path), and the workload that Service selects.
 * @param {any[]} objects @param {Workload[]} workloads
 * @returns {Map<string, string>} host to image name
 */
export function imagesByHost(objects, workloads) {
  const hosts = new Map();
  for (const ingress of objects.filter((o) => o.kind === 'Ingress')) {
    for (const rule of ingress.spec.rules ?? []) {
      const paths = rule.http?.paths ?? [];
      const backend = (paths.find((p) => p.path === '/') ?? paths[0])?.backend?.service?.name;
      const service = objects.find((o) => o.kind === 'Service' && o.metadata.name === backend);
      const selector = Object.entries(service?.spec?.selector ?? {});
      const workload = workloads.find((w) => w.kind === 'Deployment' && selector.length > 0 && selector.every(([k, v]) => w.labels[k] === v));
      if (rule.host && workload) hosts.set(rule.host, workload.image);
    }
  }
  return hosts;
}

/**
 * The command a container runs: `command` replaces the image's ENTRYPOINT (and drops its CMD),
 * `args` replaces its CMD.
 * @param {Workload} workload @param {{ entrypoint: string[], cmd: string[] }} image
 */
export function commandOf(workload, image) {
  const { command, args } = workload.container;
  return command ? [...command, ...(args ?? [])] : [...image.entrypoint, ...(args ?? image.cmd)];
}

/**
 * The user and group a container runs as: the container's securityContext, else the pod's, else the
 * image's USER (numbers only; a name would need the image's /etc/passwd).
 * @param {Workload} workload @param {string} imageUser
 * @returns {{ uid: number, gid: number } | null} null: root, or a name
 */
export function userOf(workload, imageUser) {
  const [imageUid, imageGid] = /^\d+(:\d+)?$/.test(imageUser) ? imageUser.split(':').map(Number) : [];
  const uid = workload.container.securityContext?.runAsUser ?? workload.pod.runAsUser ?? imageUid;
  const gid = workload.container.securityContext?.runAsGroup ?? workload.pod.runAsGroup ?? imageGid ?? uid;
  return uid === undefined || uid === 0 ? null : { uid, gid };
}

/**
 * A container's filesystem as its manifest declares it: whether its root is read-only
 * (`readOnlyRootFilesystem: true`), and each volume it mounts, writable unless mounted `readOnly`.
 * The smoke gives each volume a fresh empty folder, which is what an emptyDir is; another kind of
 * volume (a ConfigMap's files, a claim) is an error until the smoke learns to fill it.
 * @param {Workload} workload
 * @returns {{ readOnlyRoot: boolean, volumes: { name: string, mountPath: string, writable: boolean, what: string }[] }}
 */
export function filesystemOf(workload) {
  const volumes = (workload.container.volumeMounts ?? []).map((mount) => {
    const volume = workload.volumes.find((v) => v.name === mount.name);
    if (!volume) throw new Error(`${workload.owner}: the volumeMount ${mount.mountPath} names the volume ${mount.name}, which the pod lacks`);
    if (!volume.emptyDir) throw new Error(`${workload.owner}: the volume ${mount.name} (${Object.keys(volume).filter((k) => k !== 'name').join(', ')}) is not followed by the smoke, which mounts emptyDir volumes only`);
    if (mount.subPath) throw new Error(`${workload.owner}: the volumeMount ${mount.mountPath} has a subPath, which the smoke does not follow`);
    if (!mount.mountPath.startsWith('/')) throw new Error(`${workload.owner}: the volumeMount ${mount.mountPath} is not an absolute path`);
    const size = volume.emptyDir.sizeLimit ? `, ${volume.emptyDir.sizeLimit}` : '';
    return { name: mount.name, mountPath: mount.mountPath, writable: mount.readOnly !== true, what: `emptyDir ${mount.name}${size}${mount.readOnly ? ', readOnly' : ''}` };
  });
  return { readOnlyRoot: workload.container.securityContext?.readOnlyRootFilesystem === true, volumes };
}
