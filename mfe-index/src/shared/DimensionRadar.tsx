import { DIMENSIONS, type DimensionScores } from '@pdpl/contracts';
import { ResponsiveRadar } from '@nivo/radar';
import { useEffect, useState } from 'react';

/** One shape on the radar: a company, or a sector's average. */
export interface RadarSeries {
  label: string;
  color: string;
  values: DimensionScores;
}

interface Props {
  /** Each with a distinct label (nivo keys the series by it). */
  series: RadarSeries[];
  /** The chart's text alternative. */
  label: string;
  /** A dimension's name in the page's language. */
  dimensionLabel: (english: string) => string;
}

/** Narrow screens get tighter margins and smaller labels so all 19 labels fit without scrolling. */
function useNarrow(): boolean {
  const query = '(max-width: 600px)';
  const [narrow, setNarrow] = useState(() => window.matchMedia(query).matches);
  useEffect(() => {
    const list = window.matchMedia(query);
    const onChange = () => setNarrow(list.matches);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, []);
  return narrow;
}

/**
 * The 19 dimensions on a 0-100 radar (index-blog-admin.md §2.3): a company against its sector's
 * average, or the companies compared. Loaded lazily, so nivo never weighs on the list page.
 */
export default function DimensionRadar({ series, label, dimensionLabel }: Props) {
  const narrow = useNarrow();
  const data = DIMENSIONS.map((d) => ({ dimension: dimensionLabel(d.label), ...Object.fromEntries(series.map((s) => [s.label, s.values[d.key]])) }));
  return (
    <ResponsiveRadar
      data={data}
      keys={series.map((s) => s.label)}
      indexBy="dimension"
      maxValue={100}
      valueFormat={(v) => `${v.toFixed(1)}%`}
      margin={narrow ? { top: 40, right: 56, bottom: 40, left: 56 } : { top: 60, right: 110, bottom: 60, left: 110 }}
      gridLevels={5}
      gridLabelOffset={narrow ? 6 : 14}
      colors={series.map((s) => s.color)}
      fillOpacity={0.2}
      borderWidth={2}
      dotSize={narrow ? 4 : 6}
      animate={false}
      theme={{ text: { fontSize: narrow ? 9 : 12, fill: '#1f2937' } }}
      role="img"
      ariaLabel={label}
    />
  );
}
