#!/usr/bin/env node
// Where the first-load bytes go: loads every budgeted route in Chromium against a running
// site, reads each JavaScript file's source map, and shares the file's gzipped size out among the
// packages and source folders its bytes came from (in proportion to the minified bytes each
// produced). Writes bench/results/bundle-analysis.{json,txt} (not committed) and prints the summary.
//
//   node bench/bundle-analysis.mjs [base URL, default http://127.0.0.1:8080] [route ...]
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FIRST_LOAD_ROUTES, measureRoutes } from './first-load-js.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((char, index) => [char, index]));

/** Decodes one source-map segment (base64 VLQ) into its fields. */
function decodeSegment(segment) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = DIGIT.get(char);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** Each generated line's mapped segments, in order: `{ column, source }` (source null if none). */
function decodeMappings(map) {
  let sourceIndex = 0;
  return map.mappings.split(';').map((lineMappings) => {
    let column = 0;
    const segments = [];
    for (const segment of lineMappings.split(',')) {
      if (!segment) continue;
      const [columnDelta, sourceDelta] = decodeSegment(segment);
      column += columnDelta;
      if (sourceDelta !== undefined) sourceIndex += sourceDelta;
      segments.push({ column, source: sourceDelta === undefined ? null : map.sources[sourceIndex] });
    }
    return segments;
  });
}

/**
 * The source a generated position came from: `(line, column)` (both 0-based) → a source path, or
 * null where the map names none. Each mapped segment runs until the next one on its line.
 */
export function sourceLocator(map) {
  const lines = decodeMappings(map);
  return (line, column) => {
    let found = null;
    for (const segment of lines[line] ?? []) {
      if (segment.column > column) break;
      found = segment.source;
    }
    return found;
  };
}

/** Minified bytes per source of one file: each mapped segment runs until the next one. */
function bytesPerSource(code, map) {
  const lines = code.split('\n');
  const perSource = new Map();
  const add = (source, bytes) => perSource.set(source, (perSource.get(source) ?? 0) + bytes);
  decodeMappings(map).forEach((segments, lineIndex) => {
    segments.forEach((segment, index) => {
      const end = segments[index + 1]?.column ?? (lines[lineIndex] ?? '').length;
      add(segment.source, end - segment.column);
    });
  });
  return perSource;
}

/** `node_modules/@scope/name/...` → `@scope/name`; workspace sources by their first two folders. */
export function groupOf(source) {
  if (!source) return '(webpack glue)';
  const clean = source
    .replace(/^webpack:\/\/[^/]*\//, '')
    .replace(/^\.\//, '')
    .replace(/\?.*$/, '');
  const modules = clean.lastIndexOf('node_modules/');
  if (modules !== -1) {
    const parts = clean.slice(modules + 'node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  if (clean.startsWith('webpack/') || clean.includes('webpack/runtime')) return '(webpack runtime)';
  const parts = clean.replace(/^(\.\.\/)+/, '').split('/');
  return parts.slice(0, Math.min(3, parts.length - 1)).join('/') || clean;
}

async function analyseFile(base, file) {
  let map = null;
  try {
    const response = await fetch(new URL(`${file.url}.map`, base));
    if (response.ok) map = await response.json();
  } catch {
    map = null;
  }
  if (!map?.mappings) return new Map([['(no source map)', file.gzipped]]);
  const perSource = bytesPerSource(file.body, map);
  const total = [...perSource.values()].reduce((a, b) => a + b, 0) || 1;
  const perGroup = new Map();
  for (const [source, bytes] of perSource) {
    const group = groupOf(source);
    perGroup.set(group, (perGroup.get(group) ?? 0) + (bytes / total) * file.gzipped);
  }
  return perGroup;
}

export async function analyseRoutes(base, routes = FIRST_LOAD_ROUTES) {
  const measured = await measureRoutes(base, routes, { keepBodies: true });
  const report = [];
  for (const route of measured) {
    const groups = new Map();
    const files = [];
    for (const file of route.list) {
      const perGroup = await analyseFile(base, file);
      for (const [group, bytes] of perGroup) groups.set(group, (groups.get(group) ?? 0) + bytes);
      const top = [...perGroup].sort((a, b) => b[1] - a[1]).slice(0, 4);
      files.push({
        url: file.url,
        raw: file.raw,
        gzipped: file.gzipped,
        top: top.map(([g, b]) => [g, Math.round(b)]),
      });
    }
    const { list: _list, ...summary } = route;
    report.push({
      ...summary,
      files,
      groups: [...groups].sort((a, b) => b[1] - a[1]).map(([group, bytes]) => [group, Math.round(bytes)]),
    });
  }
  return report;
}

export function formatAnalysis(report) {
  const lines = [];
  for (const route of report) {
    lines.push(
      `${route.path}${route.member ? ' (member)' : ''}: ${route.totalKb.toFixed(1)} kB gzipped in ${route.files.length} files (budget ${route.budgetKb} kB)`,
    );
    for (const [group, bytes] of route.groups.filter(([, b]) => b >= 500))
      lines.push(`    ${(bytes / 1000).toFixed(1).padStart(6)} kB  ${group}`);
    lines.push('  files:');
    for (const file of route.files)
      lines.push(
        `    ${(file.gzipped / 1000).toFixed(1).padStart(6)} kB  ${file.url}  (${file.top.map(([g, b]) => `${g} ${(b / 1000).toFixed(1)}`).join(', ')})`,
      );
    lines.push('');
  }
  return lines.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const base = process.argv[2] ?? 'http://127.0.0.1:8080';
  const only = process.argv.slice(3);
  const routes = only.length ? FIRST_LOAD_ROUTES.filter((r) => only.includes(r.path)) : FIRST_LOAD_ROUTES;
  const report = await analyseRoutes(base, routes);
  const text = formatAnalysis(report);
  const out = path.join(here, 'results');
  mkdirSync(out, { recursive: true });
  const name = process.env.ANALYSIS_NAME ?? 'bundle-analysis';
  writeFileSync(path.join(out, `${name}.json`), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(path.join(out, `${name}.txt`), text);
  console.log(text);
}
