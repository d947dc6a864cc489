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
