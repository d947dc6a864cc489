import fontUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf?url';

// jsPDF's own fonts cover Latin-1 only; DejaVu Sans has ğ ş ı İ and embeds as real, extractable text.
export const PDF_FONT_NAME = 'DejaVuSans';
export const PDF_FONT_FILE = 'DejaVuSans.ttf';

const toBase64 = (buffer: ArrayBuffer): string => {
  const bytes = new Uint8Array(buffer);
  const CHUNK = 0x8000;
  let binary = '';
  for (let offset = 0; offset < bytes.length; offset += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(offset, offset + CHUNK));
  }
  return btoa(binary);
};

let cached: Promise<string> | null = null;

/** The font file as base64 (jsPDF's virtual file system format), fetched once per page load. */
export const loadPdfFont = (): Promise<string> => {
  cached ??= fetch(fontUrl)
    .then((response) => {
      if (!response.ok) throw new Error(`Font download failed: ${response.status}`);
      return response.arrayBuffer();
    })
    .then(toBase64)
    .catch((error: unknown) => {
      cached = null;
      throw error;
    });
  return cached;
};
