import { describe, expect, it } from 'vitest';
import { parseCsvRecords, parseMoney } from './csv';
import { evaluateCsv, predictionsCsv } from './evaluate';
import { auc, computeMetrics } from './metrics';
import { toSbaLoan } from './sba';

const HEADER =
  'LoanNr_ChkDgt,Name,City,State,Zip,Bank,BankState,NAICS,ApprovalDate,ApprovalFY,Term,NoEmp,NewExist,CreateJob,RetainedJob,FranchiseCode,UrbanRural,RevLineCr,LowDoc,ChgOffDate,DisbursementDate,DisbursementGross,MIS_Status,ChgOffPrinGr,GrAppv,SBA_Appv';
const CSV = [
  HEADER,
  '1,"CAFE, INC",AUSTIN,TX,78701,BANK,TX,722511,1/1/2005,2005,84,3,2,0,0,1,1,N,N,,,"$50,000.00 ",CHGOFF,1000,50000,25000',
  '2,SHOP,RENO,NV,89501,BANK,NV,445110,1/1/2005,2005,84,25,1,0,0,1,1,N,N,,,"$900,000.00 ",P I F,0,900000,450000',
  '3,CLINIC,BOSTON,MA,02101,BANK,MA,621111,1/1/2005,2005,84,8,2,0,0,1,2,N,N,,,250000,P I F,0,250000,125000',
  '4,UNKNOWN,,,,,,0,1/1/1997,1997,84,,,0,0,0,0,N,N,,,,CHGOFF,0,0,0',
  '5,NO OUTCOME,DALLAS,TX,75201,BANK,TX,541611,1/1/2006,2006,84,2,1,0,0,1,1,N,N,,,"$20,000.00",,0,20000,10000',
].join('\n');

describe('model-evaluate', () => {
  it('parses quoted fields and money in "$1,234.00" style; blanks are unknown', () => {
    const records = parseCsvRecords(CSV);
    expect(records).toHaveLength(5);
    expect(records[0]?.Name).toBe('CAFE, INC');
    expect(parseMoney('$50,000.00 ')).toBe(50_000);
    expect(parseMoney('')).toBeNull();
    const unknown = toSbaLoan(records[3] ?? {});
    expect(unknown).toMatchObject({
      sector: null,
      state: null,
      newExist: null,
      urbanRural: null,
      employees: null,
      disbursementUsd: null,
      chargedOff: true,
    });
    expect(toSbaLoan(records[0] ?? {})).toMatchObject({
      sector: 'accommodation_food',
      state: 'TX',
      newExist: 2,
      disbursementUsd: 50_000,
    });
  });

  it('scores the rows with an outcome and predicts every row', () => {
    const evaluation = evaluateCsv(CSV);
    expect(evaluation.metrics.n).toBe(4);
    expect(evaluation.survival).toHaveLength(5);
    for (const value of evaluation.survival) expect(value).toBeGreaterThan(0);
    const lines = predictionsCsv(evaluation).trim().split('\n');
    expect(lines[0]).toBe('LoanNr_ChkDgt,survival_probability');
    expect(lines[1]).toMatch(/^1,0\.\d{6}$/);
  });

  it('maps UrbanRural 1/2 to urban/rural and 0 or blank to unknown; NewExist does not move the age', () => {
    const records = parseCsvRecords(CSV);
    const clinic = records[2] ?? {};
    const variant = (change: Record<string, string>) =>
      evaluateCsv(
        [
          HEADER,
          HEADER.split(',')
            .map((name) => change[name] ?? clinic[name] ?? '')
            .join(','),
        ].join('\n'),
      ).survival[0] ?? 0;
    const rural = variant({ UrbanRural: '2' });
    const urban = variant({ UrbanRural: '1' });
    const unknown = variant({ UrbanRural: '0' });
    expect(rural).toBeGreaterThan(unknown);
    expect(unknown).toBeGreaterThan(urban);
    expect(variant({ UrbanRural: '' })).toBe(unknown);
    // SBA new/existing is lender selection, not firm age: both start at age 0.
    expect(variant({ NewExist: '1' })).toBe(variant({ NewExist: '2' }));
  });

  it('computes AUC, Brier skill and ECE on a known case', () => {
    expect(auc([0.1, 0.4, 0.35, 0.8], [0, 0, 1, 1])).toBeCloseTo(0.75, 10);
    expect(auc([0.5, 0.5], [0, 1])).toBe(0.5);
    const metrics = computeMetrics([0.5, 0.5, 0.5, 0.5], [0, 1, 0, 1]);
    expect(metrics.brier).toBeCloseTo(0.25, 10);
    expect(metrics.brierSkill).toBeCloseTo(0, 10);
    expect(metrics.ece).toBeCloseTo(0, 10);
  });
});
