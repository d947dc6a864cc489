import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** Opens the result page's export menu and downloads the format whose item matches. */
export const download = async (page: Page, format: RegExp): Promise<Download> => {
  await page.getByRole('button', { name: /Export|Dışa aktar/ }).click();
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: format }).click(),
  ]);
  return file;
};

export const bytesOf = async (file: Download) => readFile(await file.path());

/** Every text item of every page, joined: what a reader could select and copy. */
export const pdfText = async (bytes: Buffer): Promise<string> => {
  const pdf = await getDocument({ data: new Uint8Array(bytes), disableFontFace: true }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages.join('\n');
};
