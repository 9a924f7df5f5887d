// `npm run bench`: every benchmark of issues 7 and 28 on the embedded database, and again on
// PostgreSQL when DATABASE_URL is set; writes bench/results.md. `--rows N` seeds N requests
// instead of 100 000; above that, only PostgreSQL's one-connection searches are measured.
// `--searches`: only the one-connection searches and the workshop board, on both databases;
// writes bench/results-searches.md. `--board`: only the workshop board and a stage change;
// writes bench/results-board.md. `--insights`: only the 'Inzichten' page's charts and its
// counter (issue 35), on both databases; writes bench/results-insights.md. `--pages`: only the
// customer pages (the portal's weight, and Lighthouse on /multi-bike-portal and on a private page
// /r/{token}) on a fresh embedded database without seeded requests, a few minutes; writes
// bench/results-pages.md.
// Method: docs/decisions/006-benchmarks.md and 025-targets-per-connection.md.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pino from 'pino';
import { loadConfig } from '../../src/server/config.ts';
import { assembleServer, openConfiguredDatabase } from '../../src/server/main.ts';
import { createEmptyPostgresDatabase } from '../../src/server/test/database.ts';
import { portalWeight } from '../client-manifest.ts';
import {
  LIST_CONNECTIONS,
  listFloor,
  listOverHttp,
  type Search,
  searchesIn,
  signIn,
} from './admin-list.ts';
import { boardOverHttp, stageChangeOverHttp } from './board.ts';
import { settled } from './cpu.ts';
import {
  INSIGHTS_SECONDS,
  insightsOverHttp,
  insightsPeriods,
  insightsRoutes,
  UNANSWERED_ROUTE,
} from './insights.ts';
import {
  INTAKE_CONNECTIONS,
  intakeFloor,
  intakeOverHttp,
  removeFloorRequests,
  submitForPrivatePage,
  workOffMailBacklog,
} from './intake.ts';
import { type CpuPerRequest, type LoadResult, totalCpu } from './load.ts';
import { watched } from './noise.ts';
import {
  type LighthouseFigures,
  lighthouseFloor,
  lighthouseMedian,
  requireChromium,
} from './portal.ts';
import {
  buildInto,
  cli,
  type Environment,
  freePort,
  memoryOf,
  npmStartSettings,
  root,
  spawnServer,
} from './processes.ts';
import {
  checked,
  type Figure,
  informative,
  judged,
  kilobytes,
  megabytes,
  ms,
  noFailures,
  perSecond,
  renderResults,
  type Section,
} from './report.ts';

/** The issues' measure: the targets hold for this many seeded requests. */
const DEFAULT_ROWS = 100_000;
const LIGHTHOUSE_RUNS = 3;
/** Under load, the requests per second over HTTP must reach this share of the floor's. */
const SHARE_OF_FLOOR = 0.75;
const ADMIN_EMAIL = 'bench-admin@example.nl';
const UNLIMITED = '1000000000';

type DatabaseTarget = {
  title: string;
  kind: 'pglite' | 'postgres';
  databaseUrl?: string;
  /** The p99 of each search and of the intake, sent one at a time over one connection. */
  oneConnectionP99Ms: number;
};

/**
 * A run on the default number of requests measures everything; one on more requests only
 * whether the searches' cost grows with the table, on PostgreSQL (issue 28); `--searches` only
 * the one-connection searches, on both databases up to the default number; `--pages` only the
 * customer pages, on the embedded database.
 */
type Scale = {
  rows: number;
  everything: boolean;
  boardOnly: boolean;
  pagesOnly: boolean;
  insightsOnly: boolean;
};

type Floors = { lighthouse: LighthouseFigures; nodeStartupMs: number; nodeRss: number };

const startedAt = new Date();
const workDir = mkdtempSync(path.join(os.tmpdir(), 'spaak-bench-'));
const logFile = path.join(workDir, 'bench.log');
const buildRoot = path.join(workDir, 'app');

const step = (text: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${text}`);

/**
 * Environment of the CLI and the server: production, as `npm start` runs it. PUBLIC_URL is the
 * server itself, so the links it answers (a request's private page) lead back to it.
 */
function environmentFor(
  target: Pick<DatabaseTarget, 'databaseUrl'>,
  dataDir: string,
  port: number,
): Environment {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  return {
    ...inherited,
    NODE_ENV: 'production',
    PORT: String(port),
    PUBLIC_URL: `http://localhost:${port}`,
    DATA_DIR: dataDir,
    ADMIN_EMAIL,
    RATE_LIMIT_MAX: UNLIMITED,
    SUBMISSION_RATE_LIMIT_MAX: UNLIMITED,
    ...(target.databaseUrl && { DATABASE_URL: target.databaseUrl }),
  };
}

/** Requests/s, p50 and p99, beside the floor's when there is one, held to their targets. */
function loadFigures(
  benchmark: string,
  http: LoadResult,
  floor: LoadResult | undefined,
  targets: { p99Ms?: number; shareOfFloor?: number },
): Figure[] {
  const { p99Ms, shareOfFloor } = targets;
  const floorOf = (value: (result: LoadResult) => string) => (floor ? value(floor) : '—');
  const throughput = {
    benchmark,
    measure: 'requests/s',
    value: perSecond(http.requestsPerSecond),
    floor: floorOf((result) => perSecond(result.requestsPerSecond)),
  };
  const p99 = {
    benchmark,
    measure: 'p99',
    value: ms(http.p99),
    floor: floorOf((result) => ms(result.p99)),
  };
  const minimum = (shareOfFloor ?? 0) * (floor?.requestsPerSecond ?? 0);
  return [
    shareOfFloor === undefined
      ? informative(throughput)
      : checked(
          throughput,
          http.requestsPerSecond,
          '≥',
          minimum,
          `${shareOfFloor * 100} % of floor (${perSecond(minimum)})`,
        ),
    informative({
      benchmark,
      measure: 'p50',
      value: ms(http.p50),
      floor: floorOf((result) => ms(result.p50)),
    }),
    p99Ms === undefined ? informative(p99) : checked(p99, http.p99, '≤', p99Ms, ms(p99Ms)),
    noFailures(benchmark, http),
    ...(http.cpu ? cpuFigures(benchmark, http.cpu) : []),
  ];
}

function cpuFigures(benchmark: string, cpu: CpuPerRequest): Figure[] {
  return [
    informative({
      benchmark,
      measure: 'CPU per request: server (its main thread) / PostgreSQL / load generator',
      value: [
        `${ms(cpu.server)} (${ms(cpu.serverMainThread)})`,
        cpu.postgres > 0 ? ms(cpu.postgres) : '—',
        ms(cpu.loadGenerator),
      ].join(' / '),
      floor: '',
    }),
    informative({
      benchmark,
      measure: 'lowest mean latency that CPU allows',
      value: ms(cpu.leastMeanLatency),
      floor: '',
    }),
  ];
}

/**
 * Says so when the CPU a request took already rules out its p99 target: then waiting less
 * cannot reach it, only a cheaper request can.
 */
function cpuBoundNote(benchmark: string, http: LoadResult, p99Ms: number | undefined) {
  if (!http.cpu || p99Ms === undefined || http.cpu.leastMeanLatency <= p99Ms) return [];
  return [
    `${benchmark}: at ${ms(totalCpu(http.cpu))} of CPU per request, the load generator's included (${ms(http.cpu.serverMainThread)} on the server's main thread), no mean latency below ${ms(http.cpu.leastMeanLatency)} is possible on this machine, above the p99 target of ${ms(p99Ms)}.`,
  ];
}

/**
 * A run at one connection is held to its p99 target, and a run under load to its share of the
 * floor (issue 28).
 */
function runFigures(run: {
  benchmark: string;
  http: LoadResult;
  floor: LoadResult | undefined;
  connections: number;
  p99Ms: number;
}) {
  const { http, connections, p99Ms } = run;
  const benchmark = `${run.benchmark}, ${connections} connection${connections === 1 ? '' : 's'}`;
  return connections === 1
    ? {
        figures: loadFigures(benchmark, http, undefined, { p99Ms }),
        notes: cpuBoundNote(benchmark, http, p99Ms),
      }
    : {
        figures: loadFigures(benchmark, http, run.floor, { shareOfFloor: SHARE_OF_FLOOR }),
        notes: [],
      };
}

/** A search's floor, measured before the server starts, beside the search itself. */
type ListFloor = { search: Search; floor?: LoadResult };

async function benchDatabase(
  target: DatabaseTarget,
  scale: Scale,
  floors: Floors | undefined,
): Promise<Section> {
  const notes: string[] = [];
  const noise: string[] = [];
  const figures: Figure[] = [];
  const dataDir = path.join(workDir, target.kind);
  const port = await freePort();
  const env = environmentFor(target, dataDir, port);
  const config = loadConfig(env);
  const baseUrl = `http://127.0.0.1:${port}`;

  step(`${target.title}: seeding ${scale.rows} requests`);
  const seeded = await cli(['seed:demo', String(scale.rows)], env, logFile);
  notes.push(`Seeded by \`npm run cli -- seed:demo ${scale.rows}\`: ${seeded.trim()}`);

  // The floors run in this process on the same database, before the server opens it:
  // the embedded database allows one process at a time.
  const database = await openConfiguredDatabase(config);
  const logger = pino(
    { level: config.logLevel },
    pino.destination(path.join(workDir, 'floor.log')),
  );
  const inProcess = await assembleServer({ config, database, logger });
  let intakeDirect: LoadResult | undefined;
  if (scale.everything) {
    step(`${target.title}: intake floor`);
    intakeDirect = await watched('intake floor', noise, () =>
      intakeFloor({ database, jobs: inProcess.jobs, config }),
    );
    step(`${target.title}: sending the intake floor's mails before the server starts`);
    await workOffMailBacklog(database);
    step(
      `${target.title}: removing the intake floor's requests, so the list runs on the seeded ones`,
    );
    await removeFloorRequests(database);
  }
  const listFloors: ListFloor[] = [];
  const searches = scale.boardOnly || scale.insightsOnly ? [] : await searchesIn(database.db);
  for (const search of searches) {
    if (!scale.everything) {
      listFloors.push({ search });
      continue;
    }
    step(`${target.title}: list floor, ${search.kind} "${search.text}"`);
    const floor = await watched(`list floor (${search.kind} "${search.text}")`, noise, () =>
      listFloor(database.db, search),
    );
    listFloors.push({ search, floor });
  }
  await inProcess.close();
  await database.close();

  const loginLink = (await cli(['login-link', ADMIN_EMAIL], env, logFile)).trim();

  const { server, note } = await startProductionServer(target, env, baseUrl);
  notes.push(note);
  const pid = server.child.pid ?? 0;
  try {
    figures.push(
      checked(
        {
          benchmark: 'Footprint',
          measure: 'spawn to first answer of /api/health',
          value: ms(server.startupMs),
          floor: floors ? `${ms(floors.nodeStartupMs)} (bare Node HTTP server)` : '—',
        },
        server.startupMs,
        '≤',
        3000,
        '3 s',
      ),
    );
    const idleRss = memoryOf(pid).rss;

    const cookie = await signIn(loginLink, baseUrl);
    for (const { search, floor } of listFloors) {
      for (const connections of scale.everything ? [1, LIST_CONNECTIONS] : [1]) {
        step(
          `${target.title}: list over HTTP, ${search.kind} "${search.text}", ${connections} connection(s)`,
        );
        const http = await watched(
          `list over HTTP (${search.kind} "${search.text}", ${connections})`,
          noise,
          () => listOverHttp({ baseUrl, cookie, search, connections }),
        );
        const judgedRun = runFigures({
          benchmark: `Admin list, ${search.kind} "${search.text}"`,
          http,
          floor,
          connections,
          p99Ms: target.oneConnectionP99Ms,
        });
        figures.push(...judgedRun.figures);
        notes.push(...judgedRun.notes);
      }
    }
    if (scale.rows <= DEFAULT_ROWS && !scale.insightsOnly) {
      const board = await benchBoard(target, { baseUrl, publicUrl: config.publicUrl, cookie });
      figures.push(...board.figures);
      notes.push(...board.notes);
      noise.push(...board.noise);
    }
    if (scale.everything || scale.insightsOnly) {
      const insights = await benchInsights(target, { baseUrl, cookie });
      figures.push(...insights.figures);
      notes.push(...insights.notes);
      noise.push(...insights.noise);
    }
    if (!scale.everything || !floors) return { title: target.title, notes, noise, figures };

    for (const connections of [1, INTAKE_CONNECTIONS]) {
      step(`${target.title}: intake over HTTP, ${connections} connection(s)`);
      const intake = await watched(`intake over HTTP (${connections})`, noise, () =>
        intakeOverHttp({ baseUrl, publicUrl: config.publicUrl, connections }),
      );
      const judgedRun = runFigures({
        benchmark: 'Intake, two bikes',
        http: intake,
        floor: intakeDirect,
        connections,
        p99Ms: target.oneConnectionP99Ms,
      });
      figures.push(...judgedRun.figures);
      notes.push(...judgedRun.notes);
    }

    const memory = memoryOf(pid);
    figures.push(
      checked(
        {
          benchmark: 'Footprint',
          measure: 'server RSS after the intake run',
          value: megabytes(memory.rss),
          floor: `${megabytes(floors.nodeRss)} (bare Node HTTP server)`,
        },
        memory.rss,
        '≤',
        250 * 1024 * 1024,
        '250 MB',
      ),
      informative({
        benchmark: 'Footprint',
        measure: 'server RSS idle after start / peak',
        value: `${megabytes(idleRss)} / ${megabytes(memory.peak)}`,
        floor: '',
      }),
    );

    step(`${target.title}: waiting for the server to work off the intake run's mails`);
    notes.push(...(await settle(pid, 120_000, 'the intake run')));
    const pages = await benchCustomerPages(target, {
      baseUrl,
      publicUrl: config.publicUrl,
      pid,
      floor: floors.lighthouse,
    });
    figures.push(...pages.figures);
    notes.push(...pages.notes);
    noise.push(...pages.noise);
  } finally {
    await server.stop();
  }
  return { title: target.title, notes, noise, figures };
}

/** Issue 32's targets at one connection: the board's answer, and a card's move. */
const BOARD_P99_MS = 50;
const STAGE_CHANGE_P99_MS = 30;

/** The workshop board with the seeded open bikes, and a stage change, each at one connection. */
async function benchBoard(
  target: DatabaseTarget,
  server: { baseUrl: string; publicUrl: string; cookie: string },
) {
  const noise: string[] = [];
  step(`${target.title}: workshop board over HTTP, 1 connection`);
  const board = await watched('workshop board over HTTP (1)', noise, () => boardOverHttp(server));
  const judgedBoard = runFigures({
    benchmark: `Workshop board, ${board.open} open bikes`,
    http: board.result,
    floor: undefined,
    connections: 1,
    p99Ms: BOARD_P99_MS,
  });
  step(`${target.title}: stage change over HTTP, 1 connection`);
  const move = await watched('stage change over HTTP (1)', noise, () =>
    stageChangeOverHttp(server),
  );
  const judgedMove = runFigures({
    benchmark: 'Stage change of a bike',
    http: move,
    floor: undefined,
    connections: 1,
    p99Ms: STAGE_CHANGE_P99_MS,
  });
  return {
    figures: [...judgedBoard.figures, ...judgedMove.figures],
    notes: [...judgedBoard.notes, ...judgedMove.notes],
    noise,
  };
}

/** Issue 35's target at one connection, for each chart and the counter, on either database. */
const INSIGHTS_P99_MS = 100;

/**
 * The 'Inzichten' page on the seeded requests and their histories: each chart on each period
 * of `insightsPeriods`, and the top bar's counter, each at one connection.
 */
async function benchInsights(target: DatabaseTarget, server: { baseUrl: string; cookie: string }) {
  const noise: string[] = [];
  const figures: Figure[] = [];
  const notes: string[] = [
    `Insights: each chart and the counter for ${INSIGHTS_SECONDS} s at one connection, over HTTP as the page asks for them (its JSON, not the CSV).`,
  ];
  const runs = [
    ...(await insightsPeriods(server)).flatMap((period) =>
      insightsRoutes(period).map((route) => ({ ...route, name: `${route.name}, ${period.name}` })),
    ),
    UNANSWERED_ROUTE,
  ];
  for (const run of runs) {
    step(`${target.title}: insights ${run.name} over HTTP, 1 connection`);
    const http = await watched(`insights ${run.name} over HTTP (1)`, noise, () =>
      insightsOverHttp({ ...server, path: run.path }),
    );
    const judgedRun = runFigures({
      benchmark: `Insights ${run.name}`,
      http,
      floor: undefined,
      connections: 1,
      p99Ms: INSIGHTS_P99_MS,
    });
    figures.push(...judgedRun.figures);
    notes.push(...judgedRun.notes);
  }
  return { figures, notes, noise };
}

/**
 * What a page's Lighthouse figures are held to. A measure without a target is reported beside
 * the others, not judged.
 */
type LighthouseTargets = {
  performance: number;
  accessibility: number;
  lcpMs: number;
  bestPractices?: number;
  cls?: number;
  /** The gzip bytes of script the page loads; none at all passes. */
  scriptBytes?: number;
};

type LighthousePage = { name: string; targets: LighthouseTargets };

/** Issue 7's page: the customer portal. Its script is judged from the build instead. */
const PORTAL_PAGE: LighthousePage = {
  name: '/multi-bike-portal',
  targets: { performance: 95, accessibility: 100, bestPractices: 95, lcpMs: 1500, cls: 0.05 },
};

/** Issue 33's page: a request's private page, server-rendered. */
const PRIVATE_PAGE: LighthousePage = {
  name: 'private page /r/{token}',
  targets: { performance: 95, accessibility: 100, lcpMs: 1200, scriptBytes: 30 * 1024 },
};

/** A page's median Lighthouse run, each measure beside the static page's and its target. */
function lighthouseFigures(
  page: LighthousePage,
  measured: LighthouseFigures,
  floor: LighthouseFigures | undefined,
): Figure[] {
  const { targets } = page;
  const benchmark = `Lighthouse mobile, ${page.name} (median of ${LIGHTHOUSE_RUNS})`;
  const floorOf = (text: (figures: LighthouseFigures) => string) => (floor ? text(floor) : '—');
  const floorScore = (score: (figures: LighthouseFigures) => number) =>
    floorOf((figures) => `${score(figures)} (static page)`);
  const heldTo = (
    figure: Omit<Figure, 'target' | 'verdict'>,
    actual: number,
    comparison: '≤' | '≥',
    limit: number | undefined,
    limitText: (limit: number) => string,
  ) =>
    limit === undefined
      ? informative(figure)
      : checked(figure, actual, comparison, limit, limitText(limit));
  return [
    heldTo(
      {
        benchmark,
        measure: 'performance',
        value: `${measured.performance} (runs: ${measured.runs.join(', ')})`,
        floor: floorScore((figures) => figures.performance),
      },
      measured.performance,
      '≥',
      targets.performance,
      String,
    ),
    judged(
      {
        benchmark,
        measure: 'accessibility',
        value: String(measured.accessibility),
        floor: floorScore((figures) => figures.accessibility),
      },
      measured.accessibility >= targets.accessibility,
      String(targets.accessibility),
    ),
    heldTo(
      {
        benchmark,
        measure: 'best practices',
        value: String(measured.bestPractices),
        floor: floorScore((figures) => figures.bestPractices),
      },
      measured.bestPractices,
      '≥',
      targets.bestPractices,
      String,
    ),
    heldTo(
      {
        benchmark,
        measure: 'LCP',
        value: ms(measured.lcpMs),
        floor: floorOf((figures) => ms(figures.lcpMs)),
      },
      measured.lcpMs,
      '≤',
      targets.lcpMs,
      (limit) => `${limit / 1000} s`,
    ),
    heldTo(
      {
        benchmark,
        measure: 'CLS',
        value: measured.cls.toFixed(3),
        floor: floorOf((figures) => figures.cls.toFixed(3)),
      },
      measured.cls,
      '≤',
      targets.cls,
      String,
    ),
    heldTo(
      {
        benchmark,
        measure: 'script loaded, gzip',
        value: measured.scriptBytes === 0 ? 'none' : kilobytes(measured.scriptBytes),
        floor: floorOf((figures) => kilobytes(figures.scriptBytes)),
      },
      measured.scriptBytes,
      '≤',
      targets.scriptBytes,
      (limit) => `${limit / 1024} KB`,
    ),
  ];
}

/** Lighthouse's median run on one page, judged; its weak audits, if any, as a note. */
async function lighthousePage(
  page: LighthousePage,
  url: string,
  floor: LighthouseFigures | undefined,
  noise: string[],
) {
  const measured = await watched(`Lighthouse on ${page.name}`, noise, () =>
    lighthouseMedian(url, LIGHTHOUSE_RUNS),
  );
  return {
    figures: lighthouseFigures(page, measured, floor),
    notes:
      measured.shortfalls.length > 0
        ? [
            `${page.name}: Lighthouse audits below 0.9 in the median run: ${measured.shortfalls.join(', ')}.`,
          ]
        : [],
  };
}

/**
 * Waits until the server is idle before Lighthouse, at most `timeoutMs`; answers a note when
 * it was not, since Lighthouse would then measure the server's other work too.
 */
async function settle(pid: number, timeoutMs: number, after: string) {
  if (await settled(pid, { share: 0.05, timeoutMs })) return [];
  return [
    `The server still used over 5 % of a core ${timeoutMs / 1000} s after ${after}, when Lighthouse started.`,
  ];
}

/**
 * The customer's pages in Lighthouse on a running server: the portal, then the private page of
 * a request submitted over HTTP for it (issue 33).
 */
async function benchCustomerPages(
  target: Pick<DatabaseTarget, 'title'>,
  server: { baseUrl: string; publicUrl: string; pid: number; floor?: LighthouseFigures },
) {
  const noise: string[] = [];
  step(`${target.title}: Lighthouse on ${PORTAL_PAGE.name}`);
  const portal = await lighthousePage(
    PORTAL_PAGE,
    `${server.publicUrl}/multi-bike-portal`,
    server.floor,
    noise,
  );
  step(`${target.title}: submitting a request for its private page`);
  const privateLink = await submitForPrivatePage(server);
  // Its confirmation mail goes out now; the page is measured once it has.
  const notes = await settle(server.pid, 30_000, 'the request for the private page');
  step(`${target.title}: Lighthouse on the ${PRIVATE_PAGE.name}`);
  const privatePage = await lighthousePage(PRIVATE_PAGE, privateLink, server.floor, noise);
  return {
    figures: [...portal.figures, ...privatePage.figures],
    notes: [
      "Lighthouse's script figure is every script a page loaded while it was traced, as transferred (response headers included); the portal's budget is judged from the build instead (Client build), by the chunks it loads before any interaction.",
      ...portal.notes,
      ...notes,
      ...privatePage.notes,
    ],
    noise,
  };
}

/**
 * The production build, spawned with npm start's settings (decision 006), on the data `env`
 * names; the note says which settings.
 */
async function startProductionServer(
  target: Pick<DatabaseTarget, 'title' | 'kind'>,
  env: Environment,
  baseUrl: string,
) {
  step(`${target.title}: starting the production server`);
  const startSettings = npmStartSettings();
  const note = `The server runs with npm start's settings: ${[
    ...Object.entries(startSettings.env).map(([name, value]) => `${name}=${value}`),
    ...startSettings.nodeOptions,
  ].join(' ')}.`;
  const server = await spawnServer({
    args: [...startSettings.nodeOptions, path.join(buildRoot, 'dist/server/main.js')],
    env: { ...env, ...startSettings.env },
    healthUrl: `${baseUrl}/api/health`,
    logFile: path.join(workDir, `server-${target.kind}.log`),
  });
  return { server, note };
}

/**
 * `--pages`: the customer pages alone, on a server whose embedded database is fresh and holds
 * no seeded requests, only the one submitted for its private page.
 */
async function pagesSection(): Promise<Section> {
  const target = {
    title: 'Customer pages, embedded database (PGlite) without seeded requests',
    kind: 'pglite',
  } as const;
  const port = await freePort();
  const env = environmentFor({}, path.join(workDir, target.kind), port);
  const config = loadConfig(env);
  const baseUrl = `http://127.0.0.1:${port}`;
  const { server, note } = await startProductionServer(target, env, baseUrl);
  const pid = server.child.pid ?? 0;
  try {
    const idle = await settle(pid, 30_000, 'its start');
    const pages = await benchCustomerPages(target, { baseUrl, publicUrl: config.publicUrl, pid });
    return {
      title: target.title,
      notes: [note, ...idle, ...pages.notes],
      noise: pages.noise,
      figures: pages.figures,
    };
  } finally {
    await server.stop();
  }
}

function portalWeightSection(): Section {
  const weight = portalWeight(path.join(buildRoot, 'dist/client'));
  const benchmark = 'Customer portal weight';
  return {
    title: 'Client build',
    noise: [],
    notes: [
      `JavaScript loaded by /multi-bike-portal before any interaction (gzip): ${weight.chunks
        .map((chunk) => `\`${chunk.file}\` ${kilobytes(chunk.gzipBytes)}`)
        .join(', ')}.`,
    ],
    figures: [
      checked(
        {
          benchmark,
          measure: 'initial JavaScript, gzip',
          value: kilobytes(weight.gzipBytes),
          floor: '',
        },
        weight.gzipBytes,
        '≤',
        120 * 1024,
        '120 KB',
      ),
      judged(
        {
          benchmark,
          measure: 'chunks from features/admin/',
          value: weight.adminChunks.join(', ') || 'none',
          floor: '',
        },
        weight.adminChunks.length === 0,
        'none',
      ),
    ],
  };
}

function floorSection(floors: Floors, noise: string[]): Section {
  const { lighthouse } = floors;
  const benchmark = 'Floors used by both databases';
  return {
    title: 'Floors',
    notes: [
      'The footprint floor is a bare Node HTTP server (`node -e`); the Lighthouse floor is a static HTML page without script, served locally, measured like the portal.',
    ],
    noise,
    figures: [
      informative({
        benchmark,
        measure: 'bare Node server: spawn to first answer / RSS',
        value: `${ms(floors.nodeStartupMs)} / ${megabytes(floors.nodeRss)}`,
        floor: '',
      }),
      informative({
        benchmark,
        measure: 'static page: performance, accessibility, best practices',
        value: `${lighthouse.performance} (runs: ${lighthouse.runs.join(', ')}), ${lighthouse.accessibility}, ${lighthouse.bestPractices}`,
        floor: '',
      }),
      informative({
        benchmark,
        measure: 'static page: LCP / CLS',
        value: `${ms(lighthouse.lcpMs)} / ${lighthouse.cls.toFixed(3)}`,
        floor: '',
      }),
    ],
  };
}

/** A bare Node HTTP server: what spawning and answering cost before any of Spaak's code. */
async function nodeFloor() {
  const port = await freePort();
  const server = await spawnServer({
    args: ['-e', `require('node:http').createServer((q, s) => s.end('ok')).listen(${port})`],
    env: process.env,
    healthUrl: `http://127.0.0.1:${port}/`,
    logFile,
  });
  const { rss } = memoryOf(server.child.pid ?? 0);
  await server.stop();
  return { nodeStartupMs: server.startupMs, nodeRss: rss };
}

/**
 * `--rows N`: how many requests to seed; the issues' 100 000 when not given. `--searches`: the
 * one-connection searches and the board only, a few minutes instead of the whole bench's half
 * hour; `--board`: the board and a stage change only; `--insights`: the insights' charts and
 * counter only; `--pages`: the customer pages only.
 */
function scaleFromArguments(): Scale {
  const { values } = parseArgs({
    options: {
      rows: { type: 'string' },
      searches: { type: 'boolean', default: false },
      board: { type: 'boolean', default: false },
      insights: { type: 'boolean', default: false },
      pages: { type: 'boolean', default: false },
    },
  });
  const rows = values.rows === undefined ? DEFAULT_ROWS : Number(values.rows);
  if (!Number.isInteger(rows) || rows < 10_000) {
    throw new Error(`--rows must be a whole number of at least 10 000, not ${values.rows}`);
  }
  return {
    rows,
    everything:
      rows <= DEFAULT_ROWS &&
      !values.searches &&
      !values.board &&
      !values.insights &&
      !values.pages,
    boardOnly: values.board,
    pagesOnly: values.pages,
    insightsOnly: values.insights,
  };
}

/** The p99 target of one connection: issue 28's for 100 000 requests, and for more. */
const oneConnectionP99Ms = (scale: Scale, kind: DatabaseTarget['kind']) =>
  scale.rows <= DEFAULT_ROWS ? (kind === 'postgres' ? 30 : 40) : 50;

/** The embedded database's section: PGlite on a data directory of the run's own. */
const embeddedSection = (scale: Scale, floors: Floors | undefined) =>
  benchDatabase(
    {
      title: `Embedded database (PGlite), ${scale.rows} requests`,
      kind: 'pglite',
      oneConnectionP99Ms: oneConnectionP99Ms(scale, 'pglite'),
    },
    scale,
    floors,
  );

async function postgresSection(serverUrl: string, scale: Scale, floors: Floors | undefined) {
  const postgres = await createEmptyPostgresDatabase(serverUrl);
  try {
    return await benchDatabase(
      {
        title: `PostgreSQL, ${scale.rows} requests`,
        kind: 'postgres',
        databaseUrl: postgres.url,
        oneConnectionP99Ms: oneConnectionP99Ms(scale, 'postgres'),
      },
      scale,
      floors,
    );
  } finally {
    await postgres.drop();
  }
}

async function main() {
  const scale = scaleFromArguments();
  const serverUrl = process.env.DATABASE_URL;
  if (scale.rows > DEFAULT_ROWS && !serverUrl) {
    throw new Error(`--rows above ${DEFAULT_ROWS} measures PostgreSQL only: set DATABASE_URL`);
  }
  if (scale.everything || scale.pagesOnly) requireChromium();
  step(`building the app into ${buildRoot}; logs in ${workDir}`);
  await buildInto(buildRoot, logFile);
  const notes: string[] = [];
  const sections: Section[] = [];

  if (scale.pagesOnly) {
    notes.push(
      "Only the customer pages (`npm run bench -- --pages`): the portal's weight from the build, and Lighthouse on /multi-bike-portal and on the private page of one request submitted over HTTP, on a fresh embedded database without seeded requests and without the static page's floor. The full bench (`npm run bench`) measures the same pages on 100 000 seeded requests, on each database.",
    );
    sections.push(portalWeightSection());
    sections.push(await pagesSection());
  } else if (scale.everything) {
    sections.push(portalWeightSection());
    step('floors: a bare Node server, Lighthouse on a static page');
    const noise: string[] = [];
    const floors: Floors = {
      ...(await nodeFloor()),
      lighthouse: await watched('Lighthouse floor', noise, () => lighthouseFloor(LIGHTHOUSE_RUNS)),
    };
    sections.push(floorSection(floors, noise));
    sections.push(await embeddedSection(scale, floors));
    if (serverUrl) sections.push(await postgresSection(serverUrl, scale, floors));
    else notes.push('DATABASE_URL was not set, so PostgreSQL was not measured.');
  } else if (scale.rows <= DEFAULT_ROWS) {
    notes.push(
      scale.boardOnly
        ? 'Only the workshop board and a stage change (`--board`).'
        : scale.insightsOnly
          ? "Only the insights' six charts and the unanswered counter (`--insights`), on the seeded requests' histories."
          : 'Only the one-connection searches and the workshop board (`--searches`).',
    );
    sections.push(await embeddedSection(scale, undefined));
    if (serverUrl) sections.push(await postgresSection(serverUrl, scale, undefined));
    else notes.push('DATABASE_URL was not set, so PostgreSQL was not measured.');
  } else if (serverUrl) {
    notes.push(
      `Only the one-connection searches on PostgreSQL: with more than ${DEFAULT_ROWS} requests the bench checks that a search's cost grows with its matches, not with the table.`,
    );
    sections.push(await postgresSection(serverUrl, scale, undefined));
  }

  const results = renderResults({
    startedAt,
    minutes: (Date.now() - startedAt.getTime()) / 60_000,
    notes,
    sections,
  });
  const file =
    scale.rows > DEFAULT_ROWS
      ? `bench/results-${scale.rows}-rows.md`
      : scale.pagesOnly
        ? 'bench/results-pages.md'
        : scale.everything
          ? 'bench/results.md'
          : scale.boardOnly
            ? 'bench/results-board.md'
            : scale.insightsOnly
              ? 'bench/results-insights.md'
              : 'bench/results-searches.md';
  mkdirSync(path.join(root, 'bench'), { recursive: true });
  writeFileSync(path.join(root, file), results);
  console.log(`\n${results}`);
  const failed = sections.flatMap((section) => section.figures).filter((f) => f.verdict === 'FAIL');
  step(`${failed.length} target(s) failed; written to ${file}`);
  rmSync(workDir, { recursive: true, force: true });
}

await main();
