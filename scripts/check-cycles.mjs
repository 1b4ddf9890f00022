#!/usr/bin/env node
// Fails on any import cycle inside a package's sources (the server, each shared package, the shell,
// the console host and each remote). A cycle means evaluation order decides whether a binding is
// ready, and it hides layering mistakes that the lint rules on server areas do not see. Type-only
// imports are erased by the compiler and never run, so they do not count; neither do dynamic
// `import()` calls, which load later, on purpose.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE_ROOTS = [
  'server/src',
  'shell/src',
  'backoffice/src',
  ...readdirSync(path.join(root, 'shared')).map((name) => `shared/${name}/src`),
  ...readdirSync(root)
    .filter((name) => name.startsWith('mf-'))
    .map((name) => `${name}/src`),
].filter((dir) => existsSync(path.join(root, dir)));

const STATIC_IMPORT =
  /^\s*(?:import|export)\s+(type\s+)?(?:(\{[^}]*\}|[\w$*\s,]+(?:\{[^}]*\})?)\s+from\s+)?['"](\.{1,2}\/[^'"]+)['"]/gm;

function sourceFiles(dir) {
  const files = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      if (!['node_modules', 'dist', '__snapshots__'].includes(name)) files.push(...sourceFiles(full));
    } else if (/\.(ts|tsx)$/.test(name) && !/\.d\.ts$/.test(name) && !/\.test\.tsx?$/.test(name)) {
      files.push(full);
    }
  }
  return files;
}

function resolveImport(fromFile, specifier) {
  const target = path.resolve(path.dirname(fromFile), specifier);
  const stem = target.replace(/\.(js|jsx|ts|tsx)$/, '');
  for (const candidate of [`${stem}.ts`, `${stem}.tsx`, `${stem}/index.ts`, `${stem}/index.tsx`]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

function onlyTypes(bindings) {
  if (!bindings?.trim().startsWith('{') || bindings.includes('}') === false) return false;
  const names = bindings
    .slice(bindings.indexOf('{') + 1, bindings.lastIndexOf('}'))
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return names.length > 0 && names.every((name) => name.startsWith('type '));
}

function importGraph(files) {
  const graph = new Map();
  for (const file of files) {
    const targets = new Set();
    for (const [, typeOnly, bindings, specifier] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      if (typeOnly || onlyTypes(bindings)) continue;
      const target = resolveImport(file, specifier);
      if (target) targets.add(target);
    }
    graph.set(file, [...targets]);
  }
  return graph;
}

/** Tarjan's strongly connected components: every component of more than one file is a cycle. */
function cycles(graph) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), index.get(next)));
    }
    if (low.get(node) !== index.get(node)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    const selfImport = (graph.get(node) ?? []).includes(node);
    if (component.length > 1 || selfImport) found.push(component);
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

let failures = 0;
for (const dir of SOURCE_ROOTS) {
  const files = sourceFiles(path.join(root, dir));
  for (const component of cycles(importGraph(files))) {
    failures += 1;
    console.error(`✖ import cycle in ${dir} (${component.length} files):`);
    for (const file of component.sort()) console.error(`    ${path.relative(root, file)}`);
  }
}
if (failures > 0) {
  console.error(
    `\n${failures} import cycle(s): move what both sides need below them, or import a narrower file.`,
  );
  process.exit(1);
}
console.log(`no import cycles in ${SOURCE_ROOTS.length} source folders`);
