/** Minimal RFC 4180 CSV reading for the model scripts (quoted fields, doubled quotes, CRLF). */
export const parseCsv = (text: string): string[][] => {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let inQuotes = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index] ?? '';
    if (inQuotes) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') inQuotes = false;
      else field += char;
    } else if (char === '"') inQuotes = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      row.push(field);
      if (row.length > 1 || row[0] !== '') rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
};

/** Rows as objects keyed by the header line. */
export const parseCsvRecords = (text: string): Record<string, string>[] => {
  const [header, ...rows] = parseCsv(text);
  if (!header) return [];
  return rows.map((row) =>
    Object.fromEntries(header.map((name, index) => [name.trim(), (row[index] ?? '').trim()])),
  );
};

/** "$1,234.00", "1234", " $50,000.00 " → number; blank or junk → null. */
export const parseMoney = (text: string | undefined): number | null => {
  const cleaned = (text ?? '').replace(/[$,\s]/g, '');
  if (cleaned === '') return null;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : null;
};

/** Integer or null for blank/junk. */
export const parseCount = (text: string | undefined): number | null => {
  const cleaned = (text ?? '').replace(/[,\s]/g, '');
  if (cleaned === '' || !/^-?\d+(\.\d+)?$/.test(cleaned)) return null;
  return Number(cleaned);
};
