import { describe, expect, it } from 'vitest';
import { toolPath, toolsForDriver } from './driver-tools';

describe('toolsForDriver', () => {
  it('offers the what-if and the goal search for every founder choice', () => {
    for (const input of ['experience', 'capitalInvestment', 'marketSize'] as const) {
      expect(toolsForDriver({ input, founderChoice: true }).slice(0, 2)).toEqual([
        'calculator',
        'goalSimulator',
      ]);
    }
  });

  it('adds the business simulator for money and experiments for the market', () => {
    expect(toolsForDriver({ input: 'fundingNeeds', founderChoice: true })).toContain(
      'businessSimulator',
    );
    expect(toolsForDriver({ input: 'competitionLevel', founderChoice: true })).toEqual([
      'calculator',
      'goalSimulator',
      'experiments',
      'market',
    ]);
  });

  it('never suggests changing what describes the business', () => {
    const tools = toolsForDriver({ input: 'sector', founderChoice: false });
    expect(tools).not.toContain('calculator');
    expect(tools).not.toContain('goalSimulator');
    expect(tools).toEqual(['businessAnalyzer', 'market']);
  });

  it('leads each tool to its page', () => {
    expect(toolPath('goalSimulator')).toBe('/simulator');
    expect(toolPath('businessAnalyzer')).toBe('/business-analyzer');
  });
});
