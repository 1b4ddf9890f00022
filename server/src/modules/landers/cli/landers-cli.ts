import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  LanderVariantInputSchema,
  type LanderChange,
  type LanderReportRow,
  type LanderVariant,
  type LanderVariantInput,
} from '@amora/contracts';
import { CliError } from '../../../lib/admin-cli.js';

export { CliError };

/**
 * `npm run landers -- <command>`: what a marketer does with lander variants, as data. The same
 * operations as `/api/admin/landers`, behind one small interface so the command works either
 * through the running server's admin API or, with `DATABASE_URL`, on PostgreSQL directly (an
 * embedded PGlite has one owner, the server: ARCHITECTURE section 3).
 */
export interface LanderBackend {
  uploadImage(data: Buffer): Promise<{ file: string; width: number; height: number }>;
  publish(input: LanderVariantInput): Promise<LanderChange>;
  patch(
    key: string,
    patch: { status?: LanderVariant['status']; weight?: number; dry_run?: boolean },
  ): Promise<LanderChange>;
  list(): Promise<LanderVariant[]>;
  report(): Promise<LanderReportRow[]>;
}

export const USAGE = `npm run landers -- <command>
  publish <variant.json> [--dry-run]   validate, upload images, make live (or update by key)
  list                                 every variant with status and weight
  pause <key> [--dry-run]              stop showing a variant
  resume <key> [--dry-run]             show a paused or draft variant again
  weight <key> <0-1000> [--dry-run]    its share in the A/B split
  report                               views, clicks, sign-ups and conversion per variant and network
Environment: LANDERS_API_URL (default http://127.0.0.1:$PORT) with LANDERS_ADMIN_TOKEN (default: the token
  the server keeps in DATA_DIR/landers-admin-token), or DATABASE_URL for PostgreSQL directly.`;

type ImageEntry = { src?: string; file?: string; alt?: string };

/**
 * The variant file, checked before anything is uploaded: images given as `src` (a path next to the
 * file) must exist; the rest is the shared schema (unknown fields, weight, HTML in copy).
 */
async function readVariantFile(
  file: string,
  backend: LanderBackend,
  dryRun: boolean,
): Promise<{ input: LanderVariantInput; pending: number }> {
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new CliError(`${file}: not readable JSON (${(error as Error).message})`);
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    throw new CliError(`${file}: not a JSON object`);
  const images = ((raw as { images?: unknown }).images ?? []) as ImageEntry[];
  if (!Array.isArray(images)) throw new CliError('images: a list of { "src" or "file", "alt" }');
  const local: (Buffer | null)[] = [];
  for (const [index, image] of images.entries()) {
    if (typeof image?.src !== 'string') {
      local.push(null);
      continue;
    }
    try {
      local.push(await readFile(path.resolve(path.dirname(file), image.src)));
    } catch {
      throw new CliError(`images.${index}.src: file not found: ${image.src}`);
    }
  }
  const placeholder = images.map(({ src, ...rest }) =>
    src === undefined ? rest : { ...rest, file: src.slice(0, 120) },
  );
  const checked = LanderVariantInputSchema.safeParse({
    ...(raw as object),
    images: placeholder,
    dry_run: dryRun,
  });
  if (!checked.success) {
    const problems = checked.error.issues.map(
      (issue) => `${issue.path.join('.') || '(file)'}: ${issue.message}`,
    );
    throw new CliError(problems.join('\n'));
  }
  const uploaded = [];
  let pending = 0;
  for (const [index, image] of images.entries()) {
    const data = local[index];
    // A dry run uploads nothing: local images are counted, not checked by the server.
    if (data && dryRun) pending += 1;
    else
      uploaded.push({
        file: data ? (await backend.uploadImage(data)).file : (image.file ?? ''),
        alt: image.alt ?? '',
      });
  }
  return { input: { ...checked.data, ...(images.length ? { images: uploaded } : {}) }, pending };
}

function printChange(change: LanderChange, out: (line: string) => void): void {
  const prefix = change.dry_run ? '[dry run] would ' : '';
  out(`${prefix}${change.action} ${change.key} (${change.variant.status}, weight ${change.variant.weight})`);
  for (const [field, { from, to }] of Object.entries(change.changes))
    out(`  ${field}: ${JSON.stringify(from)} -> ${JSON.stringify(to)}`);
}

function printTable(rows: Record<string, unknown>[], out: (line: string) => void): void {
  if (rows.length === 0) return out('(none)');
  const columns = Object.keys(rows[0]!);
  const text = (value: unknown) =>
    value === null || value === undefined || value === '' ? '-' : String(value);
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => text(r[c]).length)));
  out(columns.map((c, i) => c.padEnd(widths[i]!)).join('  '));
  for (const row of rows) out(columns.map((c, i) => text(row[c]).padEnd(widths[i]!)).join('  '));
}

/** Runs one command; returns the exit code. */
export async function runLandersCommand(
  argv: string[],
  backend: LanderBackend,
  out: (line: string) => void,
): Promise<number> {
  const dryRun = argv.includes('--dry-run');
  const [command, ...args] = argv.filter((arg) => arg !== '--dry-run');
  switch (command) {
    case 'publish': {
      if (!args[0]) throw new CliError('publish: name the variant file');
      // `npm run -w` runs in server/: a relative path means the caller's directory (INIT_CWD).
      const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), args[0]);
      const { input, pending } = await readVariantFile(file, backend, dryRun);
      printChange(await backend.publish(input), out);
      if (pending) out(`  images: ${pending} local file(s) would be uploaded`);
      return 0;
    }
    case 'pause':
    case 'resume': {
      if (!args[0]) throw new CliError(`${command}: name the variant key`);
      const status = command === 'pause' ? 'paused' : 'live';
      printChange(await backend.patch(args[0], { status, dry_run: dryRun }), out);
      return 0;
    }
    case 'weight': {
      const weight = Number(args[1]);
      if (!args[0] || !Number.isInteger(weight)) throw new CliError('weight: <key> <0-1000>');
      printChange(await backend.patch(args[0], { weight, dry_run: dryRun }), out);
      return 0;
    }
    case 'list': {
      const variants = await backend.list();
      printTable(
        variants.map(({ key, site, family, slug, niche, language, status, weight, home }) => ({
          key,
          site,
          family,
          slug,
          niche,
          language,
          status,
          weight,
          home,
        })),
        out,
      );
      return 0;
    }
    case 'report': {
      const rows = await backend.report();
      printTable(
        rows.map((row) => ({ ...row, conversion_rate: `${(row.conversion_rate * 100).toFixed(2)}%` })),
        out,
      );
      return 0;
    }
    default:
      out(USAGE);
      return command ? 2 : 0;
  }
}
