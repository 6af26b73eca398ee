/** Every kustomization a deployment applies, rendered once per test file. */
import path from 'node:path';
import { K8S_DIR, renderKustomization, type K8sObject } from './render.js';

export const ENVIRONMENTS = ['staging', 'production'] as const;

export interface Rendered {
  /** e.g. overlays/production or overlays/production/migrate */
  name: string;
  objects: K8sObject[];
  /**
   * The objects of the environment these pods run in: the overlay's own, or for the migration
   * kustomization (applied into the same namespace) its environment's, whose Ingress and
   * NetworkPolicies apply to its Job too.
   */
  environment: K8sObject[];
}

export function renderAll(): Rendered[] {
  return ENVIRONMENTS.flatMap((env) => {
    const app = renderKustomization(path.join(K8S_DIR, `overlays/${env}`));
    const migrate = renderKustomization(path.join(K8S_DIR, `overlays/${env}/migrate`));
    return [
      { name: `overlays/${env}`, objects: app, environment: app },
      { name: `overlays/${env}/migrate`, objects: migrate, environment: app },
    ];
  });
}

export const ofKind = <T = K8sObject>(objects: K8sObject[], kind: string): (K8sObject & T)[] =>
  objects.filter((o) => o.kind === kind) as (K8sObject & T)[];
