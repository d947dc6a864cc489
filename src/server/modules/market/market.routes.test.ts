import { describe, expect, it } from 'vitest';
import { MAX_COMPANIES_PER_SECTOR, MarketDashboardResponseSchema } from '#shared/contracts/market';
import { setUpTestApp } from '#tests/fixtures/test-app';

const testApp = setUpTestApp();

describe('GET /api/market/dashboard', () => {
  it('answers anyone with the BDS trends, their provenance and the listed companies', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/market/dashboard' });
    expect(response.statusCode).toBe(200);
    const body = MarketDashboardResponseSchema.parse(response.json());
    expect(body.trends.provenance.file).toBe('census-bds/bds2019_sec_fa.csv');
    expect(body.trends.provenance.source).toContain('Business Dynamics Statistics');
    expect(body.trends.sectors).toHaveLength(18);
    expect(body.companies.length).toBeGreaterThan(0);
  });

  it('lists each company once, with its source and date, and few per sector', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/market/dashboard' });
    const { companies } = MarketDashboardResponseSchema.parse(response.json());
    const tickers = companies.map((entry) => entry.ticker);
    expect(new Set(tickers).size).toBe(tickers.length);
    const perSector = new Map<string, number>();
    for (const entry of companies) {
      expect(entry.source).toMatch(/10-K/);
      expect(entry.sourceUrl).toBe(
        `https://www.sec.gov/cgi-bin/browse-edgar?action=getcompany&CIK=${entry.ticker}&type=10-K`,
      );
      expect(entry.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      perSector.set(entry.sector, (perSector.get(entry.sector) ?? 0) + 1);
    }
    expect(Math.max(...perSector.values())).toBeLessThanOrEqual(MAX_COMPANIES_PER_SECTOR);
  });
});
