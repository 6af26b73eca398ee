/**
 * Analysts can publish an edition through the Ingress: ingress-nginx's body limit (1 MB unless
 * annotated) covers the largest edition file the API accepts, both numbers read from their sources.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './support-docker/repository.js';
import { ofKind, renderAll } from './support-k8s/overlays.js';

type Ingress = { metadata: { annotations?: Record<string, string> }; spec: { rules: { host: string; http: { paths: { backend: { service: { name: string } } }[] } }[] } };

const UNITS: Record<string, number> = { '': 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3 };

/** nginx's size syntax (client_max_body_size): a number with an optional k, m or g; 0 is no limit. */
function nginxBytes(size: string): number {
  const match = /^(\d+)([kmg]?)$/i.exec(size.trim());
  if (!match) throw new Error(`not an nginx size: ${size}`);
  const bytes = Number(match[1]) * UNITS[match[2]!.toLowerCase()]!;
  return bytes === 0 ? Infinity : bytes;
}

/** EDITION_FILE_MAX_BYTES as written in @pdpl/contracts (a product of integers). */
function editionFileMaxBytes(): number {
  const source = readFileSync(path.join(ROOT, 'libs/contracts/src/index-editions/editions.ts'), 'utf8');
  const expression = /export const EDITION_FILE_MAX_BYTES = ([\d\s*]+);/.exec(source)?.[1];
  if (!expression) throw new Error('EDITION_FILE_MAX_BYTES not found');
  return expression.split('*').reduce((product, factor) => product * Number(factor.trim()), 1);
}

test('the edition limit is read as the API enforces it (16 MiB)', () => {
  expect(editionFileMaxBytes()).toBe(16 * 1024 * 1024);
  expect(nginxBytes('16m')).toBe(16 * 1024 * 1024);
  expect(nginxBytes('1m')).toBeLessThan(editionFileMaxBytes());
});

describe.each(renderAll().filter(({ name }) => !name.endsWith('/migrate')))('$name', ({ objects }) => {
  test("the Ingress in front of the API takes an edition file of the API's largest size", () => {
    const routesToApi = ofKind<Ingress>(objects, 'Ingress').filter((ingress) =>
      ingress.spec.rules.some((rule) => rule.http.paths.some((p) => p.backend.service.name === 'api')),
    );
    expect(routesToApi.length).toBeGreaterThan(0);
    for (const ingress of routesToApi) {
      // Unset, ingress-nginx's default of 1 MB applies.
      const limit = nginxBytes(ingress.metadata.annotations?.['nginx.ingress.kubernetes.io/proxy-body-size'] ?? '1m');
      expect(limit).toBeGreaterThanOrEqual(editionFileMaxBytes());
    }
  });
});
