import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUC_GUARD, crossValidate, failureAuc } from './cross-validation';
import { dataDirectory, readTrainingData, SBA_LOANS_FILE } from './data';

const LOANS_FILE = path.join(dataDirectory([]), SBA_LOANS_FILE);

describe.skipIf(!existsSync(LOANS_FILE))('the SBA charge-off guard (ADR 012, issue 31)', () => {
  it(`cross-validated AUC of the whole pipeline stays at or above ${AUC_GUARD}`, () => {
    const { bds, loans } = readTrainingData();
    const { rows, foldAucs } = crossValidate(bds, loans, 3, 1);
    const pooled = failureAuc(rows, (row) => 1 - row.survival);
    expect(pooled).toBeGreaterThanOrEqual(AUC_GUARD);
    expect(Math.min(...foldAucs)).toBeGreaterThan(AUC_GUARD - 0.03);
  }, 120_000);
});
