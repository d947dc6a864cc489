import type { TFunction } from 'i18next';
import type { ReportContent } from '../report-content';

// Open Graph's recommended 1.91:1 size, so the image also works as a social preview.
const WIDTH = 1200;
const HEIGHT = 630;
const PADDING = 64;
const FONT = 'system-ui, "DejaVu Sans", "Segoe UI", Roboto, sans-serif';

const COLORS = {
  background: '#f7f9fb',
  card: '#ffffff',
  ink: '#0f172a',
  muted: '#475569',
  primary: '#0f6b63',
  track: '#e3e8ee',
} as const;

/** Cuts text to fit a width, ending with an ellipsis. */
const fitText = (context: CanvasRenderingContext2D, text: string, maxWidth: number) => {
  if (context.measureText(text).width <= maxWidth) return text;
  let end = text.length;
  while (end > 0 && context.measureText(`${text.slice(0, end)}…`).width > maxWidth) end -= 1;
  return `${text.slice(0, end)}…`;
};

const drawScoreRing = (context: CanvasRenderingContext2D, content: ReportContent) => {
  const centerX = PADDING + 150;
  const centerY = 330;
  const radius = 120;
  context.lineWidth = 26;
  context.lineCap = 'round';
  context.strokeStyle = COLORS.track;
  context.beginPath();
  context.arc(centerX, centerY, radius, 0, 2 * Math.PI);
  context.stroke();
  context.strokeStyle = COLORS.primary;
  context.beginPath();
  const start = -Math.PI / 2;
  context.arc(centerX, centerY, radius, start, start + (2 * Math.PI * content.score) / 100);
  context.stroke();
  context.fillStyle = COLORS.ink;
  context.textAlign = 'center';
  context.font = `700 84px ${FONT}`;
  context.fillText(String(content.score), centerX, centerY + 22);
  context.font = `400 24px ${FONT}`;
  context.fillStyle = COLORS.muted;
  context.fillText('/ 100', centerX, centerY + 62);
  context.textAlign = 'left';
};

const drawFactors = (context: CanvasRenderingContext2D, content: ReportContent, left: number) => {
  const barWidth = WIDTH - PADDING - left - 260;
  content.factors.forEach((factor, index) => {
    const y = 300 + index * 42;
    context.font = `400 22px ${FONT}`;
    context.fillStyle = COLORS.ink;
    context.fillText(fitText(context, factor.label, 230), left, y + 18);
    context.fillStyle = COLORS.track;
    context.fillRect(left + 240, y, barWidth, 22);
    context.fillStyle = COLORS.primary;
    context.fillRect(left + 240, y, (barWidth * factor.rating) / 100, 22);
    context.fillStyle = COLORS.ink;
    context.fillText(String(factor.rating), left + 250 + barWidth, y + 19);
  });
};

/** Draws the result card on a canvas (no DOM screenshot) and returns it as a PNG blob. */
export const drawResultCard = async (content: ReportContent, t: TFunction<'export'>) => {
  const canvas = document.createElement('canvas');
  canvas.width = WIDTH;
  canvas.height = HEIGHT;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas 2D is not available');

  context.fillStyle = COLORS.background;
  context.fillRect(0, 0, WIDTH, HEIGHT);
  context.fillStyle = COLORS.card;
  context.fillRect(24, 24, WIDTH - 48, HEIGHT - 48);
  context.fillStyle = COLORS.primary;
  context.fillRect(24, 24, WIDTH - 48, 10);

  context.textBaseline = 'alphabetic';
  context.fillStyle = COLORS.primary;
  context.font = `600 24px ${FONT}`;
  context.fillText(t('png.brand'), PADDING, 96);
  context.fillStyle = COLORS.ink;
  context.font = `700 44px ${FONT}`;
  context.fillText(fitText(context, content.title, WIDTH - 2 * PADDING), PADDING, 152);
  context.fillStyle = COLORS.muted;
  context.font = `400 24px ${FONT}`;
  context.fillText(
    fitText(context, `${content.probabilityText} ${content.intervalText}`, WIDTH - 2 * PADDING),
    PADDING,
    196,
  );

  drawScoreRing(context, content);
  const left = PADDING + 360;
  context.fillStyle = COLORS.ink;
  context.font = `600 28px ${FONT}`;
  context.fillText(`${content.labelText} · ${content.bandText}`, left, 262);
  drawFactors(context, content, left);

  context.fillStyle = COLORS.muted;
  context.font = `400 18px ${FONT}`;
  context.fillText(
    t('png.footer', { version: content.modelVersion, date: content.generatedAt }),
    PADDING,
    HEIGHT - 48,
  );

  return new Promise<Blob>((resolve, reject) => {
    canvas.toBlob((blob) => {
      if (blob) resolve(blob);
      else reject(new Error('The image could not be encoded'));
    }, 'image/png');
  });
};
