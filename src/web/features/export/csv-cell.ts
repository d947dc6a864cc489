// A cell starting with one of these is a formula in Excel, LibreOffice and Sheets (CSV injection).
const FORMULA_START = /^[=+\-@]/;

/** One CSV cell: formula starts defused with a leading apostrophe, then RFC 4180 quoting. */
export const csvCell = (value: string | number): string => {
  const text = String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

/** UTF-8 byte order mark: without it Excel reads the file as ANSI and mangles ğ, ş, ı. */
export const UTF8_BOM = '\uFEFF';

export const toCsv = (rows: readonly (readonly (string | number)[])[]): string =>
  UTF8_BOM + rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
