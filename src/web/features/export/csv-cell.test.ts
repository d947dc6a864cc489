import { describe, expect, it } from 'vitest';
import { csvCell, toCsv, UTF8_BOM } from './csv-cell';

describe('csvCell', () => {
  it.each([
    ['=HYPERLINK("http://evil")', `"'=HYPERLINK(""http://evil"")"`],
    ['+1+2', "'+1+2"],
    ['-2.5', "'-2.5"],
    ['@SUM(1)', "'@SUM(1)"],
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['line\nbreak', '"line\nbreak"'],
    ['say "hi"', '"say ""hi"""'],
    [42, '42'],
    ['Kafe planı: ğüşıöç İ', 'Kafe planı: ğüşıöç İ'],
  ])('writes %j as %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });
});

describe('toCsv', () => {
  it('starts with a UTF-8 BOM and ends rows with CRLF', () => {
    const csv = toCsv([
      ['a', 'b'],
      ['=1', 2],
    ]);
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    expect(csv.slice(1)).toBe("a,b\r\n'=1,2\r\n");
  });
});
