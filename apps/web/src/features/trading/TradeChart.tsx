import { formatPriceFigure, type Position, priceDecimals } from '@member-area/shared';
import Box from '@mui/material/Box';
import { useColorScheme, useTheme } from '@mui/material/styles';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  type AutoscaleInfo,
  CandlestickSeries,
  ColorType,
  createChart,
  type IChartApi,
  type IPriceLine,
  type ISeriesApi,
  LineStyle,
  type UTCTimestamp,
} from 'lightweight-charts';
import { useEffect, useRef, useState } from 'react';
import { type Bar, fetchCandles, foldPrice, INTERVALS, type Interval } from './candles';
import { withLines } from './chart-scale';
import { usePriceHistory } from './usePriceHistory';

const toChart = (b: Bar) => ({ ...b, time: b.time as UTCTimestamp });

/**
 * The candle chart (lightweight-charts, in this page's chunk only): 1m/5m/1h/1d, the last candle
 * live, the member's open positions of this symbol as price lines. Follows the colour mode and
 * the container's width (a phone too).
 */
export function TradeChart({
  symbol,
  price,
  positions,
}: {
  symbol: string;
  price?: string;
  positions: readonly Position[];
}) {
  const theme = useTheme();
  const { mode, systemMode } = useColorScheme();
  const dark = (mode === 'system' ? systemMode : mode) === 'dark';
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<IChartApi | null>(null);
  const series = useRef<ISeriesApi<'Candlestick'> | null>(null);
  const bars = useRef<Bar[]>([]);
  const [interval, setInterval] = useState<Interval>('1m');
  // On by default so a position's levels are in sight; off, the candles get the whole height back.
  const [fitLevels, setFitLevels] = useState(true);
  const seen = usePriceHistory(symbol);

  useEffect(() => {
    if (!box.current) return;
    const c = createChart(box.current, { autoSize: true, timeScale: { timeVisible: true, secondsVisible: false } });
    chart.current = c;
    series.current = c.addSeries(CandlestickSeries, {
      upColor: '#26a69a',
      downColor: '#ef5350',
      wickUpColor: '#26a69a',
      wickDownColor: '#ef5350',
      borderVisible: false,
    });
    return () => {
      c.remove();
      chart.current = null;
      series.current = null;
    };
  }, []);

  // The scale, the crosshair and the line labels say a price as every page does: 97,000.00, with
  // the symbol's own decimals.
  useEffect(() => {
    const decimals = priceDecimals(symbol);
    chart.current?.applyOptions({ localization: { priceFormatter: (p: number) => formatPriceFigure(symbol, p) } });
    series.current?.applyOptions({ priceFormat: { type: 'price', precision: decimals, minMove: 10 ** -decimals } });
  }, [symbol]);

  useEffect(() => {
    chart.current?.applyOptions({
      layout: {
        background: { type: ColorType.Solid, color: dark ? '#121212' : '#ffffff' },
        textColor: dark ? '#e0e0e0' : '#212121',
      },
      grid: {
        vertLines: { color: dark ? '#2a2a2a' : '#eeeeee' },
        horzLines: { color: dark ? '#2a2a2a' : '#eeeeee' },
      },
    });
  }, [dark]);

  // History: the stored candles, else those built from the ticks seen so far.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the seen ticks are read once per interval, then folded live
  useEffect(() => {
    const abort = new AbortController();
    void fetchCandles(symbol, interval, abort.signal).then((stored) => {
      if (abort.signal.aborted) return;
      const built: Bar[] = [];
      if (!stored) for (const p of seen) foldPrice(built, p.time, p.price, interval);
      bars.current = stored ?? built;
      series.current?.setData(bars.current.map(toChart));
      chart.current?.timeScale().fitContent();
    });
    return () => abort.abort();
  }, [symbol, interval]);

  // The last candle, live.
  useEffect(() => {
    if (!price || !series.current) return;
    const bar = foldPrice(bars.current, Math.floor(Date.now() / 1000), Number(price), interval);
    series.current.update(toChart(bar));
  }, [price, interval]);

  // The member's open positions of this symbol: entry, take profit, stop loss, liquidation.
  useEffect(() => {
    const s = series.current;
    if (!s) return;
    const lines: IPriceLine[] = [];
    const values: number[] = [];
    const add = (value: string | null, title: string, color: string, style: LineStyle) => {
      if (!value) return;
      values.push(Number(value));
      lines.push(
        s.createPriceLine({
          price: Number(value),
          title,
          color,
          lineWidth: 1,
          lineStyle: style,
          axisLabelVisible: true,
        }),
      );
    };
    for (const p of positions) {
      add(p.entryPrice, `${p.number} entry`, theme.palette.info.main, LineStyle.Solid);
      add(p.takeProfit, 'TP', theme.palette.success.main, LineStyle.Dashed);
      add(p.stopLoss, 'SL', theme.palette.error.main, LineStyle.Dashed);
      add(
        p.liquidationPrice === '0.00' ? null : p.liquidationPrice,
        'Liq.',
        theme.palette.warning.main,
        LineStyle.Dotted,
      );
    }
    // The scale holds the lines unless the member turned that off (a new provider makes the chart fit again).
    const fitted = fitLevels ? values : [];
    s.applyOptions({ autoscaleInfoProvider: (base: () => AutoscaleInfo | null) => withLines(base(), fitted) });
    return () => {
      for (const l of lines) s.removePriceLine(l);
    };
  }, [positions, theme, fitLevels]);

  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 1, mb: 1, flexWrap: 'wrap' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={interval}
          onChange={(_, v: Interval | null) => v && setInterval(v)}
          aria-label="Candle interval"
        >
          {(Object.keys(INTERVALS) as Interval[]).map((i) => (
            <ToggleButton key={i} value={i}>
              {i}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {positions.length > 0 ? (
          <ToggleButton
            size="small"
            value="fit"
            selected={fitLevels}
            onChange={() => setFitLevels((on) => !on)}
            title="Keep your entry, take profit, stop loss and liquidation lines on the price scale"
          >
            Fit my levels
          </ToggleButton>
        ) : null}
      </Box>
      <Box
        ref={box}
        // A figure, not an img: an img's content is presentational, and the chart library's
        // attribution link inside it would be a control nested in one (axe nested-interactive).
        role="figure"
        aria-label={`${symbol} price chart`}
        sx={{
          height: { xs: 280, md: 420 },
          width: '100%',
          borderRadius: 1,
          overflow: 'hidden',
          border: 1,
          borderColor: 'divider',
        }}
      />
    </Box>
  );
}
