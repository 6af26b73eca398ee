// Validates Kubernetes objects (JSON array on stdin) against the API schemas of kubernetes-models,
// printing [{ object, error }] for the invalid ones. A separate Node process because the package is
// ES-module only, which Jest's CommonJS runtime cannot load. An unknown kind is an error, not a pass.
import { readFileSync } from 'node:fs';

const objects = JSON.parse(readFileSync(0, 'utf8'));
const failures = [];
for (const obj of objects) {
  const object = `${obj.kind}/${obj.metadata?.name}`;
  try {
    const Model = (await import(`kubernetes-models/${obj.apiVersion}/${obj.kind}`))[obj.kind];
    new Model(obj).validate();
  } catch (err) {
    failures.push({ object, error: err.message });
  }
}
process.stdout.write(JSON.stringify(failures));
