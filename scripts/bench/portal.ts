import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

export type LighthouseFigures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  cls: number;
  /** The bytes of JavaScript the page loaded, as sent over the network (gzip). */
  scriptBytes: number;
  /** Weighted audits of the three categories that scored below 0.9, with their value. */
  shortfalls: string[];
  /** The performance score of every run, in order. */
  runs: number[];
};

type Run = Omit<LighthouseFigures, 'runs'>;

const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * Lighthouse runs in Debian's Chromium. Checked before the first benchmark: without it the
 * run would stop minutes in, on an error from inside chrome-launcher.
 */
export function requireChromium() {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `The Lighthouse benchmarks need Debian's Chromium at ${CHROMIUM_PATH}: apt-get install -y chromium`,
    );
  }
}

/** Flags for Debian's Chromium on a network that reaches nothing outside. */
const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

/**
 * Lighthouse with its defaults (mobile, simulated slow 4G and CPU slowdown), `runs` times in a
 * fresh Chromium each; the run with the median performance score is reported, as Lighthouse's
 * own guidance advises for a noisy machine.
 */
export async function lighthouseMedian(url: string, runs: number): Promise<LighthouseFigures> {
  const results: Run[] = [];
  for (let run = 0; run < runs; run += 1) results.push(await lighthouseRun(url));
  const sorted = [...results].sort((a, b) => a.performance - b.performance);
  const median = sorted[Math.floor(sorted.length / 2)];
  if (!median) throw new Error('no Lighthouse run');
  return { ...median, runs: results.map((result) => result.performance) };
}

/** Lighthouse sometimes loses its own trace (NO_NAVSTART, NO_FCP); such a run is repeated. */
const LIGHTHOUSE_ATTEMPTS = 3;

async function lighthouseRun(url: string): Promise<Run> {
  for (let attempt = 1; ; attempt += 1) {
    const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const { categories, audits, runtimeError } = result.lhr;
      if (runtimeError) {
        if (attempt < LIGHTHOUSE_ATTEMPTS) continue;
        throw new Error(`Lighthouse on ${url}: ${runtimeError.message}`);
      }
      const shortfalls = Object.values(categories)
        .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0))
        .flatMap(({ id }) => {
          const audit = audits[id];
          if (!audit || audit.score === null || audit.score >= 0.9) return [];
          return [`${id} (${audit.displayValue || `score ${audit.score}`}${messagesOf(audit)})`];
        });
      return {
        shortfalls,
        performance: score(categories.performance?.score),
        accessibility: score(categories.accessibility?.score),
        bestPractices: score(categories['best-practices']?.score),
        lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
        cls: audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
        scriptBytes: scriptBytesOf(audits['resource-summary']?.details),
      };
    } finally {
      chrome.kill();
    }
  }
}

/**
 * The messages an audit lists, such as the console's errors, so that the results say what went
 * wrong and not only that something did.
 */
function messagesOf(audit: { details?: unknown }) {
  const items = (audit.details as { items?: { description?: unknown }[] } | undefined)?.items;
  const messages = (items ?? []).flatMap(({ description }) =>
    typeof description === 'string' ? [description.slice(0, 200)] : [],
  );
  return messages.length > 0 ? `: ${messages.slice(0, 3).join('; ')}` : '';
}

/** The transfer size of the scripts in Lighthouse's resource summary; 0 when none loaded. */
function scriptBytesOf(summary: unknown) {
  const items = (summary as { items?: { resourceType?: string; transferSize?: number }[] })?.items;
  return items?.find((item) => item.resourceType === 'script')?.transferSize ?? 0;
}

const FLOOR_PAGE = `<!doctype html>
<html lang="nl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Spaak Afspraak</title>
<link rel="icon" href="data:,">
</head>
<body>
<main><h1>Fietsreparatie aanvragen</h1><p>Vul uw gegevens in en wij nemen contact met u op.</p></main>
</body>
</html>`;

/**
 * The Lighthouse floor: a page of static HTML with no script, served locally. What it scores
 * is the best this machine and Lighthouse's throttling allow.
 */
export async function lighthouseFloor(runs: number) {
  const server = createServer((request, response) => {
    if (request.url !== '/') return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(FLOOR_PAGE);
  }).listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  try {
    if (!address || typeof address === 'string') throw new Error('the floor page has no port');
    return await lighthouseMedian(`http://localhost:${address.port}/`, runs);
  } finally {
    server.close();
  }
}
