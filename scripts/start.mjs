#!/usr/bin/env node
// `npm start`: builds what is missing (server, shared packages, each remote release, the shell,
// the staff console), then starts the server, which migrates, seeds demo data on first start and
// serves everything.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REMOTES = ['mf-account', 'mf-profile', 'mf-likes', 'mf-chat', 'mf-payments', 'mf-landers'];
const dataDir = process.env.DATA_DIR ? path.resolve(process.env.DATA_DIR) : path.join(root, 'data');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: process.env, ...options });
  if (result.status !== 0) {
    console.error(`\n✖ ${command} ${args.join(' ')} failed`);
    process.exit(result.status ?? 1);
  }
}

function runAsync(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: process.env });
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}`)),
    );
  });
}

/** A remote needs a release when the registry has no entry for it or its folder is gone. */
function needsRelease(remote) {
  const name = remote.replace(/-/g, '_');
  try {
    const registry = JSON.parse(readFileSync(path.join(dataDir, 'mf-registry.json'), 'utf8'));
    const entry = registry.remotes?.[name];
    return !entry || !existsSync(path.join(dataDir, 'mf', name, entry.version, 'mf-manifest.json'));
  } catch {
    return true;
  }
}

console.log('▸ compiling the server and shared packages');
run(process.execPath, [
  path.join(root, 'node_modules/typescript/bin/tsc'),
  '-b',
  'server',
  'shared/mf-config',
  'shared/testing',
]);

const missing = REMOTES.filter(needsRelease);
if (missing.length) {
  console.log(`▸ building and releasing ${missing.join(', ')} (first start only)`);
  // Two at a time: webpack is CPU-bound and the machines have two cores.
  const queue = [...missing];
  const worker = async () => {
    for (let remote = queue.shift(); remote; remote = queue.shift())
      await runAsync(npm, ['run', 'release', '-w', remote]);
  };
  await Promise.all([worker(), worker()]).catch((error) => {
    console.error(`✖ ${error.message}`);
    process.exit(1);
  });
}

// The shell and the staff console (its own build, served at /backoffice/, never part of the
// shell's): built at once, one per core.
const hosts = [
  { workspace: '@amora/shell', dir: 'shell', what: 'the shell' },
  { workspace: '@amora/backoffice', dir: 'backoffice', what: 'the staff console' },
].filter((host) => !existsSync(path.join(root, host.dir, 'dist', 'index.html')));
if (hosts.length) {
  console.log(`▸ building ${hosts.map((host) => host.what).join(' and ')}`);
  await Promise.all(hosts.map((host) => runAsync(npm, ['run', 'build', '-w', host.workspace]))).catch(
    (error) => {
      console.error(`✖ ${error.message}`);
      process.exit(1);
    },
  );
}

const server = spawn(process.execPath, [path.join(root, 'server', 'dist', 'main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
