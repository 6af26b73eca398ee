import crossSpawn from 'cross-spawn';

/** Nx settings for scripts and CI: local only, no daemon, plain output. */
export const NX_ENV = { NX_NO_CLOUD: 'true', NX_DAEMON: 'false', NX_TUI: 'false' };

/**
 * Spawns a command as a terminal would find it, on every platform: on Windows `npx`, `npm` and the
 * `node_modules/.bin` tools are `.cmd` files, which Node's spawn cannot start without a shell, so
 * cross-spawn runs them through cmd.exe with every argument quoted for it (and starts an `.exe`
 * directly). `node` is the Node running this script. Elsewhere the command is spawned as it is.
 */
export function spawnCommand(command, args, options = {}) {
  return crossSpawn(command === 'node' ? process.execPath : command, args, options);
}

/** The same, waiting for the command to end; returns its result (status, signal, error). */
export function spawnCommandSync(command, args, options = {}) {
  return crossSpawn.sync(command === 'node' ? process.execPath : command, args, options);
}

/** Runs a command in the foreground and stops the script with its exit code if it fails. */
export function run(command, args, options = {}) {
  console.log(`\n> ${[command, ...args].join(' ')}`);
  const result = spawnCommandSync(command, args, { stdio: 'inherit', ...options, env: { ...process.env, ...NX_ENV, ...options.env } });
  if (result.status !== 0) {
    const reason = result.error ? result.error.message : `exit ${result.status ?? result.signal}`;
    console.error(`\n✖ ${command} ${args.join(' ')} failed (${reason}).`);
    process.exit(result.status || 1);
  }
}

/**
 * Forwards a signal this script received to a child it waits for. Ctrl-C in a terminal reaches the
 * whole process group (the child too) on Linux and macOS, and every process attached to the console on
 * Windows; a SIGTERM sent to this script alone is passed on. On Windows `kill()` cannot deliver a
 * signal: it ends the process at once, which would cut the child's own clean shutdown short, so the
 * child is left to the Ctrl-C the console gives it.
 */
export function forwardSignal(child, signal, platform = process.platform) {
  if (platform === 'win32') return false;
  if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  return true;
}

/**
 * Stops a child process and waits for it to exit. Elsewhere than Windows: SIGTERM, which the server
 * handles by closing its listeners and its embedded PostgreSQL. On Windows no signal can be sent:
 * `kill()` would end the Node process alone and leave its PostgreSQL running with the data folder
 * open, so the whole process tree is ended with taskkill.
 */
export async function stopChild(child, platform = process.platform) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  if (platform === 'win32') spawnCommandSync('taskkill', ['/pid', String(child.pid), '/t', '/f'], { stdio: 'ignore' });
  else child.kill('SIGTERM');
  await exited;
}
