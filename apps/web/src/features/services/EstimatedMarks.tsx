import { useDrawingArea, useXScale } from '@mui/x-charts/hooks';
import { texts } from '@wattle/contract';

/** An "E" above each estimated day's (or interval's) bar (inside the chart's surface; the x axis is a band scale). */
export function EstimatedMarks({ days }: { days: ReadonlySet<string> }) {
  const scale = useXScale<'band'>();
  const { top } = useDrawingArea();
  return (
    <g aria-label={texts.common.estimated}>
      {[...days].map((day) => {
        const x = scale(day);
        if (x === undefined) return null;
        return (
          <text
            key={day}
            data-testid="estimated-mark"
            data-day={day}
            x={x + scale.bandwidth() / 2}
            y={top + 10}
            textAnchor="middle"
            fontSize={10}
            fill="#6a1b9a"
          >
            E
          </text>
        );
      })}
    </g>
  );
}
