// JavaScript function calls while a page loads: a figure of the work a first screen costs that
// counts work, not time. Lighthouse's timings on a slow or busy host move by 5-10 points from one
// bench to the next with nothing changed (ADR 0048); the number of functions the
// page's own scripts call was the same in most runs, to within a few hundred of some hundred
// thousand, so a change that renders less shows up here even where the timings hide it. `/members`
// has two modes about 4,000 calls apart: a run whose first search answer arrives after the area's
// first render draws the loading skeleton first (ADR 0061); the runs show which.
//
// Chromium's precise coverage counts every call of every function; each function is attributed
// through its file's source map to the package or source folder it came from (as the bundle
// analysis attributes bytes). The page loads as a first-time visitor on a phone-sized viewport and
// is read once it has settled.
import { groupOf, sourceLocator } from './bundle-analysis.mjs';
import { launchChromium, logInContext } from './first-load-js.mjs';

export const JS_CALL_PAGES = [
  { path: '/login', member: false },
  { path: '/members', member: true },
];
/** Runs per page; the report gives the median. */
export const JS_CALL_RUNS = 3;
/** How long a page may go on after its load event before the count is read. */
const SETTLE_MS = 3_000;
/** The biggest callers the report names per page. */
const TOP_GROUPS = 5;

/** Line starts of a script's text, for turning coverage offsets into (line, column). */
function lineStarts(text) {
  const starts = [0];
  for (let index = text.indexOf('\n'); index !== -1; index = text.indexOf('\n', index + 1))
    starts.push(index + 1);
  return starts;
}

function positionOf(starts, offset) {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (starts[middle] <= offset) low = middle;
    else high = middle - 1;
  }
  return { line: low, column: offset - starts[low] };
}

/** One script's calls per group (package or source folder); '(no source map)' without a map. */
async function callsOfScript(script, base) {
  const calls = script.functions.reduce((sum, fn) => sum + (fn.ranges[0]?.count ?? 0), 0);
  let locate = null;
  try {
    const response = await fetch(`${script.url}.map`);
    if (response.ok) locate = sourceLocator(await response.json());
  } catch {
    locate = null;
  }
  if (!locate) return new Map([['(no source map)', calls]]);
  const starts = lineStarts(await (await fetch(new URL(script.url, base))).text());
  const perGroup = new Map();
  for (const fn of script.functions) {
    const count = fn.ranges[0]?.count ?? 0;
    if (count === 0) continue;
    const { line, column } = positionOf(starts, fn.ranges[0].startOffset);
    const group = groupOf(locate(line, column));
    perGroup.set(group, (perGroup.get(group) ?? 0) + count);
  }
  return perGroup;
}

async function countPageOnce(browser, base, page) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  try {
    if (page.member) await logInContext(context, base);
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.startPreciseCoverage', { callCount: true, detailed: false });
    await tab.goto(new URL(page.path, base).href, { waitUntil: 'load' });
    await tab.waitForTimeout(SETTLE_MS);
    const { result } = await cdp.send('Profiler.takePreciseCoverage');
    const origin = new URL(base).origin;
    const groups = new Map();
    for (const script of result.filter((entry) => entry.url.startsWith(origin))) {
      for (const [group, calls] of await callsOfScript(script, base))
        groups.set(group, (groups.get(group) ?? 0) + calls);
    }
    const total = [...groups.values()].reduce((sum, calls) => sum + calls, 0);
    return { total, groups };
  } finally {
    await context.close();
  }
}

/** Every page's calls, the median run of `runs`, with its biggest groups. */
export async function countJsCalls(base, pages = JS_CALL_PAGES, runs = JS_CALL_RUNS) {
  const browser = await launchChromium();
  try {
    const results = [];
    for (const page of pages) {
      const counted = [];
      for (let run = 0; run < runs; run += 1) counted.push(await countPageOnce(browser, base, page));
      counted.sort((a, b) => a.total - b.total);
      const median = counted[Math.floor((counted.length - 1) / 2)];
      results.push({
        path: page.path,
        member: page.member,
        calls: median.total,
        runs: counted.map((run) => run.total),
        top: [...median.groups].sort((a, b) => b[1] - a[1]).slice(0, TOP_GROUPS),
      });
    }
    return results;
  } finally {
    await browser.close();
  }
}

/** One line per page, beside the previous run's figure. */
export function formatJsCalls(results, previous) {
  const lines = [
    `JavaScript function calls while the page loads (a phone-sized first visit, median of ${JS_CALL_RUNS}; work, not time, so steadier than the timings):`,
  ];
  for (const page of results) {
    const old = previous?.find((p) => p.path === page.path)?.calls;
    const change =
      old === undefined ? '' : ` (before ${old}, ${page.calls >= old ? '+' : ''}${page.calls - old})`;
    lines.push(
      `  ${`${page.path}${page.member ? ' (member)' : ''}`.padEnd(24)} ${page.calls} calls${change}` +
        ` [runs ${page.runs.join(', ')}; most in ${page.top.map(([group, calls]) => `${group} ${calls}`).join(', ')}]`,
    );
  }
  return lines.join('\n');
}
