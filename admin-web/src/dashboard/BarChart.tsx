import { Box, Typography, useTheme } from '@mui/material';
import { useId } from 'react';

export interface ChartPoint {
  /** Short axis label, e.g. "Nov 3". */
  label: string;
  /** Full label for the description, e.g. "Week of Nov 03, 2026". */
  longLabel: string;
  value: number;
}

interface BarChartProps {
  title: string;
  data: ChartPoint[];
  formatValue: (value: number) => string;
  /** Shorter numbers for the axis (e.g. "$12K"); defaults to formatValue. */
  formatTick?: (value: number) => string;
  color?: string;
  /** The axis goes at least this high (so that an empty chart still has sensible ticks). */
  minimumMax?: number;
}

const WIDTH = 560;
const HEIGHT = 220;
const MARGIN = { top: 12, right: 8, bottom: 28, left: 56 };
const TICKS = 4;

/** A round upper bound for the axis, so that the ticks are readable numbers. */
const niceMax = (max: number): number => {
  if (max <= 0) return TICKS;
  const magnitude = 10 ** Math.floor(Math.log10(max));
  const step = [1, 2, 2.5, 5, 10].map((f) => f * magnitude).find((candidate) => candidate * TICKS >= max)!;
  return Math.max(step * TICKS, TICKS);
};

/**
 * A small bar chart drawn as inline SVG (no chart library). Screen readers get the title and a
 * description listing every value; each bar also has its value as a tooltip.
 */
export const BarChart = ({ title, data, formatValue, formatTick = formatValue, color, minimumMax = TICKS }: BarChartProps) => {
  const theme = useTheme();
  const id = useId();
  const fill = color ?? theme.palette.primary.main;
  const max = niceMax(Math.max(minimumMax, ...data.map((point) => point.value)));
  const plotWidth = WIDTH - MARGIN.left - MARGIN.right;
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const slot = data.length ? plotWidth / data.length : plotWidth;
  const barWidth = Math.max(4, slot * 0.6);
  const y = (value: number) => MARGIN.top + plotHeight - (value / max) * plotHeight;
  // Every label when they fit, else every other one, counted from the latest.
  const labelEvery = data.length > 8 ? 2 : 1;
  const labelled = (i: number) => (data.length - 1 - i) % labelEvery === 0;
  const description = data.map((point) => `${point.longLabel}: ${formatValue(point.value)}`).join('; ');

  return (
    <Box>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      <Box
        component="svg"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-desc`}
        sx={{ width: '100%', height: 'auto', display: 'block', fontFamily: theme.typography.fontFamily }}
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{data.length ? description : 'No data yet.'}</desc>
        {Array.from({ length: TICKS + 1 }, (_, i) => {
          const value = (max / TICKS) * i;
          return (
            <g key={i}>
              <line
                x1={MARGIN.left}
                x2={WIDTH - MARGIN.right}
                y1={y(value)}
                y2={y(value)}
                stroke={theme.palette.divider}
                strokeDasharray={i === 0 ? undefined : '3 3'}
              />
              <text
                x={MARGIN.left - 6}
                y={y(value)}
                textAnchor="end"
                dominantBaseline="middle"
                fontSize={11}
                fill={theme.palette.text.secondary}
              >
                {formatTick(value)}
              </text>
            </g>
          );
        })}
        {data.map((point, i) => {
          const x = MARGIN.left + slot * i + (slot - barWidth) / 2;
          const top = y(point.value);
          return (
            <g key={point.longLabel}>
              <rect x={x} y={top} width={barWidth} height={MARGIN.top + plotHeight - top} rx={2} fill={fill}>
                <title>{`${point.longLabel}: ${formatValue(point.value)}`}</title>
              </rect>
              {labelled(i) ? (
                <text
                  x={x + barWidth / 2}
                  y={HEIGHT - MARGIN.bottom + 16}
                  textAnchor="middle"
                  fontSize={11}
                  fill={theme.palette.text.secondary}
                >
                  {point.label}
                </text>
              ) : null}
            </g>
          );
        })}
      </Box>
    </Box>
  );
};
