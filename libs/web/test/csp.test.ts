/** The site's policy lets a page run exactly the inline script it carries, by its hash. */
import { createHash } from 'node:crypto';
import type { Response } from 'express';
import { allowInlineScript } from '../src/csp.js';
import { directives } from './support/csp.js';

it('lets a page run one inline script by its hash, and nothing else inline', () => {
  const headers = new Map<string, string>([['Content-Security-Policy', "default-src 'self';script-src 'self' https://cdn.example;style-src 'self' 'unsafe-inline'"]]);
  const res = { getHeader: (name: string) => headers.get(name), setHeader: (name: string, value: string) => headers.set(name, value) } as unknown as Response;
  allowInlineScript(res, 'start();');
  const csp = directives(headers.get('Content-Security-Policy')!);
  expect(csp['script-src']).toEqual(["'self'", 'https://cdn.example', `'sha256-${createHash('sha256').update('start();').digest('base64')}'`]);
  expect(csp['script-src']).not.toContain("'unsafe-inline'");
  expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
});
