import { spawnSync } from 'node:child_process';

/** Nx settings for scripts and CI: local only, no daemon, plain output. */
export const NX_ENV = { NX_NO_CLOUD: 'true', NX_DAEMON: 'false', NX_TUI: 'false' };

/** Runs a command in the foreground and stops the script with its exit code if it fails. */
export function run(command, args, options = {}) {
  console.log(`\n> ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', ...options, env: { ...process.env, ...NX_ENV, ...options.env } });
  if (result.status !== 0) {
    console.error(`\n✖ ${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
}
