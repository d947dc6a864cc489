/** How a series is drawn: a filled band, a solid line or a dashed line. */
export type LegendMark = 'band' | 'line' | 'dashed';

export type LegendEntry = { label: string; mark: LegendMark; color: string };

const Swatch = ({ mark, color }: Pick<LegendEntry, 'mark' | 'color'>) =>
  mark === 'band' ? (
    <span className="inline-block h-3 w-6 rounded-sm" style={{ background: color, opacity: 0.2 }} />
  ) : (
    <span
      className="inline-block w-6 border-t-2"
      style={{ borderColor: color, borderTopStyle: mark === 'dashed' ? 'dashed' : 'solid' }}
    />
  );

/** A chart's key in HTML: what each band and line means, in the page's language. */
export const ChartLegend = ({ id, entries }: { id: string; entries: LegendEntry[] }) => (
  <ul data-testid={`${id}-legend`} className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-ink">
    {entries.map((entry) => (
      <li key={entry.label} className="flex items-center gap-2">
        <span aria-hidden="true" className="flex items-center">
          <Swatch mark={entry.mark} color={entry.color} />
        </span>
        {entry.label}
      </li>
    ))}
  </ul>
);
