import os from 'node:os';
import type { LoadResult } from './load.ts';

/** One line of the results: a figure, what it is compared with, and its verdict. */
export type Figure = {
  benchmark: string;
  measure: string;
  value: string;
  floor: string;
  target: string;
  verdict: '' | 'PASS' | 'FAIL';
};

/** `noise` holds what other processes did meanwhile (see noise.ts). */
export type Section = { title: string; notes: string[]; noise: string[]; figures: Figure[] };

export const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;
export const perSecond = (value: number) => `${value.toFixed(0)} req/s`;
export const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** A figure held to a target that it met (`pass`) or not. */
export const judged = (
  figure: Omit<Figure, 'target' | 'verdict'>,
  pass: boolean,
  target: string,
): Figure => ({ ...figure, target, verdict: pass ? 'PASS' : 'FAIL' });

/** A figure held to at most (`≤`) or at least (`≥`) `limit`. */
export const checked = (
  figure: Omit<Figure, 'target' | 'verdict'>,
  actual: number,
  comparison: '≤' | '≥',
  limit: number,
  limitText: string,
) =>
  judged(
    figure,
    comparison === '≤' ? actual <= limit : actual >= limit,
    `${comparison} ${limitText}`,
  );

export const informative = (figure: Omit<Figure, 'target' | 'verdict'>): Figure => ({
  ...figure,
  target: '',
  verdict: '',
});

/** A load run must have answered everything it sent with a 2xx. */
export const noFailures = (benchmark: string, result: LoadResult): Figure =>
  judged(
    {
      benchmark,
      measure: 'answers other than 2xx, errors',
      value: String(result.failures),
      floor: '',
    },
    result.failures === 0,
    'none',
  );

export function machineDescription() {
  const cpus = os.cpus();
  return [
    `${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown CPU'})`,
    `${(os.totalmem() / 1024 ** 3).toFixed(1)} GB memory`,
    `Node ${process.version}`,
    `${os.type()} ${os.release()}`,
  ].join(', ');
}

const cell = (text: string) => text.replaceAll('|', '\\|');

export function renderResults(options: {
  startedAt: Date;
  minutes: number;
  notes: string[];
  sections: Section[];
}) {
  const lines = [
    '# Benchmarks',
    '',
    `Written by \`npm run bench\` (scripts/bench/) on ${options.startedAt.toISOString()}; the run took ${options.minutes.toFixed(1)} minutes.`,
    '',
    `Machine: ${machineDescription()}.`,
    '',
    ...options.notes.map((note) => `${note}\n`),
  ];
  for (const section of options.sections) {
    lines.push(`## ${section.title}`, '');
    for (const note of section.notes) lines.push(note, '');
    if (section.noise.length > 0) {
      lines.push(
        'The machine was shared with other work while this ran, so these figures are noisy:',
        '',
        ...section.noise,
        '',
      );
    }
    lines.push(
      '| benchmark | measure | value | floor | target | result |',
      '|---|---|---:|---:|---|---|',
      ...section.figures.map((figure) => {
        const cells = [
          figure.benchmark,
          figure.measure,
          figure.value,
          figure.floor || '—',
          figure.target || '—',
          figure.verdict || '—',
        ];
        return `| ${cells.map(cell).join(' | ')} |`;
      }),
      '',
    );
  }
  return lines.join('\n');
}
