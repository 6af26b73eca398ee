/** Renders a kustomization the way a deployment would (infra/smoke/kustomize.js, which the smoke runs the images by). */
import path from 'node:path';
import { renderKustomization as render } from '../../smoke/kustomize.js';

export const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');
export const K8S_DIR = path.join(REPO_ROOT, 'infra', 'k8s');

export interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  [field: string]: unknown;
}

export function renderKustomization(dir: string): K8sObject[] {
  return render(REPO_ROOT, dir) as K8sObject[];
}
