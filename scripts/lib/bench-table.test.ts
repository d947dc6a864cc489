import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  benchRow,
  type BenchTarget,
  formatTable,
  formatVerdict,
  median,
  reportRows,
  ROWS_FILE_FLAG,
} from './bench-table';

const AT_MOST_50_MS: BenchTarget = { on: 'value', comparison: '<=', limit: 50, source: 'issue 4' };
const AT_LEAST_0_8: BenchTarget = { on: 'ratio', comparison: '>=', limit: 0.8, source: 'issue 11' };
const simulation = (value: number) =>
  benchRow({
    area: 'simulation',
    figure: 'paths',
    value,
    unit: 'ms',
    target: AT_MOST_50_MS,
    baseline: { label: 'fill', value: 2 },
  });
const throughput = (value: number) =>
  benchRow({
    area: 'api',
    figure: 'throughput',
    value,
    unit: 'req/s',
    target: AT_LEAST_0_8,
    baseline: { label: 'bare route', value: 1_000 },
  });

describe('benchRow', () => {
  it('judges a limit on the value, the limit itself included', () => {
    expect(simulation(50).met).toBe(true);
    expect(simulation(50.01).met).toBe(false);
    expect(simulation(36).ratio).toBe(18);
  });

  it('judges a limit on the ratio to the baseline, not on the value', () => {
    expect(throughput(800).met).toBe(true);
    expect(throughput(799).met).toBe(false);
  });

  it('counts a ratio target without a usable baseline as missed, and no target as neither', () => {
    const noBaseline = benchRow({
      area: 'api',
      figure: 'throughput',
      value: 900,
      unit: 'req/s',
      target: AT_LEAST_0_8,
      baseline: { label: 'bare route', value: 0 },
    });
    expect(noBaseline).toMatchObject({ ratio: null, met: false });
    const context = benchRow({ ...noBaseline, target: null, baseline: null });
    expect(context.met).toBeNull();
  });

  it('counts a figure that could not be measured (NaN) as missed', () => {
    expect(simulation(Number.NaN).met).toBe(false);
  });
});

describe('formatTable and formatVerdict', () => {
  it('prints aligned markdown rows with target, source, baseline, ratio and verdict', () => {
    const lines = formatTable([simulation(36), throughput(700)]).split('\n');
    expect(lines).toHaveLength(4);
    expect(new Set(lines.map((line) => line.length)).size).toBe(1);
    expect(lines[0]).toMatch(/^\| area +\| figure +\| value +\| target +\| from +\| baseline/);
    expect(lines[2]).toContain('| 36 ms ');
    expect(lines[2]).toContain('<= 50 ms');
    expect(lines[2]).toContain('2 ms (fill)');
    expect(lines[2]).toMatch(/\| 18× +\| met +\|$/);
    expect(lines[3]).toContain('>= 0.8× baseline');
    expect(lines[3]).toMatch(/\| MISSED \|$/);
  });

  it('names every missed figure, or says all were met', () => {
    expect(formatVerdict([simulation(36), throughput(900)])).toBe('All targets met');
    expect(formatVerdict([simulation(64.5), throughput(700)])).toBe(
      'Missed: simulation paths (64.5 ms, target <= 50 ms); ' +
        'api throughput (700 req/s, target >= 0.8× baseline)',
    );
  });
});

describe('reportRows', () => {
  afterEach(() => {
    process.exitCode = undefined;
    vi.restoreAllMocks();
  });

  it('writes the rows to the file bench.ts names, leaving the exit code alone', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'bench-table-'));
    try {
      const file = path.join(folder, 'rows.json');
      reportRows([simulation(64)], ['node', 'part.ts', ROWS_FILE_FLAG, file]);
      expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual([simulation(64)]);
      expect(process.exitCode).toBeUndefined();
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('run alone, prints the table and exits with 1 on a miss', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    reportRows([simulation(64)], ['node', 'part.ts']);
    expect(log.mock.calls[0]?.[0]).toContain('Missed: simulation paths');
    expect(process.exitCode).toBe(1);
  });
});

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});
