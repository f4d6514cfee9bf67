import { Line, Rect, Svg, Text, View } from '@react-pdf/renderer';
import Decimal from 'decimal.js';
import { texts } from '@wattle/contract';
import type { PdfFormat } from './pdf-format';
import type { UsageHistory } from './invoice-view';
import { pdfStyles } from './pdf-parts';

const PERIODS = 12;
const WIDTH = 515;
const HEIGHT = 120;
const AXIS = 18;
const TOP = 12;
const SLOT = WIDTH / PERIODS;

/** Bar heights as fractions of the tallest bar (exact decimals; only the drawing uses numbers). */
export function barScale(quantities: string[]): number[] {
  const values = quantities.map((q) => Decimal.max(0, new Decimal(q)));
  const top = values.reduce((max, v) => Decimal.max(max, v), new Decimal(0));
  return values.map((v) => (top.isZero() ? 0 : v.div(top).toNumber()));
}

/** A bar graph of a product's usage in its last 12 periods, the latest in the brand colour. */
export function UsageGraph({ history, colour, format }: { history: UsageHistory; colour: string; format: PdfFormat }) {
  const periods = history.periods.slice(-PERIODS);
  const scale = barScale(periods.map((p) => p.quantity));
  const plot = HEIGHT - AXIS - TOP;
  return (
    <View style={pdfStyles.section} wrap={false}>
      <Text style={[pdfStyles.bold, { color: colour }]}>{`${texts.billingPdf.usageHistory} (${history.productTypeCode}, ${history.unitOfMeasure})`}</Text>
      {periods.length === 0 ? (
        <Text style={pdfStyles.small}>{texts.billingPdf.noUsageHistory}</Text>
      ) : (
        <Svg width={WIDTH} height={HEIGHT} viewBox={`0 0 ${WIDTH} ${HEIGHT}`}>
          <Line x1={0} y1={HEIGHT - AXIS} x2={WIDTH} y2={HEIGHT - AXIS} stroke="#999999" strokeWidth={0.5} />
          {periods.map((period, i) => {
            const height = Math.max(scale[i]! * plot, 0.5);
            const x = i * SLOT + SLOT * 0.2;
            const latest = i === periods.length - 1;
            return <Rect key={period.periodTo} x={x} y={HEIGHT - AXIS - height} width={SLOT * 0.6} height={height} fill={latest ? colour : '#bbbbbb'} />;
          })}
          {periods.map((period, i) => (
            <Text
              key={`q${period.periodTo}`}
              x={i * SLOT + SLOT / 2}
              y={HEIGHT - AXIS - Math.max(scale[i]! * plot, 0.5) - 3}
              textAnchor="middle"
              style={{ fontSize: 6 }}
            >
              {format.quantity(period.quantity)}
            </Text>
          ))}
          {periods.map((period, i) => (
            <Text key={`l${period.periodTo}`} x={i * SLOT + SLOT / 2} y={HEIGHT - 6} textAnchor="middle" style={{ fontSize: 7 }}>
              {format.period(period.periodTo)}
            </Text>
          ))}
        </Svg>
      )}
    </View>
  );
}
