import { render } from '@testing-library/react';
import { ComposedChart, Line } from 'recharts';
import { expect, it } from 'vitest';
import { fanSeries } from './fan-series';

it('draws the band and the median line inside the chart it is put in', () => {
  const data = [1, 2, 3].map((x) => ({ x, band: [x, x + 2], p50: x + 1, other: x }));
  const { container } = render(
    <ComposedChart width={400} height={300} data={data}>
      {fanSeries()}
      <Line dataKey="other" />
    </ComposedChart>,
  );
  expect(container.querySelectorAll('.recharts-area-area').length).toBe(1);
  expect(container.querySelectorAll('.recharts-line-curve').length).toBe(2);
});

it('reads the band and the line from the keys it is given', () => {
  const data = [1, 2, 3].map((x) => ({ x, range: [x, x + 2], estimate: x + 1 }));
  const { container } = render(
    <ComposedChart width={400} height={300} data={data}>
      {fanSeries({ bandKey: 'range', lineKey: 'estimate', bandOpacity: 0.15 })}
    </ComposedChart>,
  );
  expect(container.querySelectorAll('.recharts-area-area').length).toBe(1);
  expect(container.querySelectorAll('.recharts-line-curve').length).toBe(1);
  expect(container.querySelector('.recharts-area-area')?.getAttribute('fill-opacity')).toBe('0.15');
});
