/** Saves a blob under a file name through a temporary link (no server round trip). */
export const downloadBlob = (blob: Blob, fileName: string) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};

/** A file name from a title: letters (any script), digits and dashes, at most 60 characters. */
export const fileNameFor = (title: string, extension: string) => {
  const base =
    title
      .normalize('NFC')
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'foresight';
  return `${base}.${extension}`;
};
