/** Every kustomization a deployment applies, rendered once per test file. */
import path from 'node:path';
import { K8S_DIR, renderKustomization, type K8sObject } from './render.js';

export const ENVIRONMENTS = ['staging', 'production'] as const;

export interface Rendered {
  /** e.g. overlays/production or overlays/production/migrate */
  name: string;
  objects: K8sObject[];
}

export function renderAll(): Rendered[] {
  return ENVIRONMENTS.flatMap((env) =>
    [`overlays/${env}`, `overlays/${env}/migrate`].map((name) => ({ name, objects: renderKustomization(path.join(K8S_DIR, name)) })),
  );
}

export const ofKind = <T = K8sObject>(objects: K8sObject[], kind: string): (K8sObject & T)[] =>
  objects.filter((o) => o.kind === kind) as (K8sObject & T)[];
