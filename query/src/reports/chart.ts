/**
 * Vector charts drawn with pdfkit: bars per category (stacked or grouped) with an optional line
 * series on a second axis, a value axis with round ticks, a legend. Nothing is rasterised.
 */
import { contentWidth, ensureRoom, INK, MARGIN, MUTED, RULE, type Doc } from './pdf.ts';

export interface Series {
  readonly name: string;
  readonly color: string;
  readonly values: readonly (number | null)[];
  /** Drawn as a line over the bars. */
  readonly line?: boolean;
  /** The line's own axis on the right (a ratio beside metres). */
  readonly right?: boolean;
}

export interface ChartSpec {
  readonly categories: readonly string[];
  readonly series: readonly Series[];
  readonly stacked: boolean;
  readonly height: number;
  readonly tick: (value: number) => string;
  readonly rightTick?: (value: number) => string;
}

/** 1, 2 or 5 × 10ⁿ above `max / 4`: four or five ticks. */
function step(max: number): number {
  if (max <= 0) return 1;
  const raw = max / 4;
  const power = 10 ** Math.floor(Math.log10(raw));
  return ([1, 2, 5, 10].find((m) => m * power >= raw) ?? 10) * power;
}

function maxOf(spec: ChartSpec, right: boolean): number {
  const own = spec.series.filter((s) => (s.right === true) === right);
  if (!right && spec.stacked) {
    const bars = own.filter((s) => s.line !== true);
    const sums = spec.categories.map((_, i) => bars.reduce((sum, s) => sum + (s.values[i] ?? 0), 0));
    return Math.max(
      0,
      ...sums,
      ...own.filter((s) => s.line === true).flatMap((s) => s.values.map((v) => v ?? 0)),
    );
  }
  return Math.max(0, ...own.flatMap((s) => s.values.map((v) => v ?? 0)));
}

export function chart(doc: Doc, spec: ChartSpec): void {
  const left = MARGIN + 40;
  const width = contentWidth(doc) - 40 - (spec.rightTick === undefined ? 0 : 30);
  doc.fontSize(6);
  // Labels slanted only when they do not fit under their bars.
  const widest = Math.max(0, ...spec.categories.map((c) => doc.widthOfString(c)));
  const labelRoom = widest > (width / Math.max(1, spec.categories.length)) * 0.9 ? 46 : 14;
  ensureRoom(doc, spec.height + labelRoom + 24);
  const top = doc.y + 4;
  const bottom = top + spec.height;
  const leftStep = step(maxOf(spec, false));
  const leftMax = Math.max(leftStep, Math.ceil(maxOf(spec, false) / leftStep) * leftStep);
  const rightStep = step(maxOf(spec, true));
  const rightMax = Math.max(rightStep, Math.ceil(maxOf(spec, true) / rightStep) * rightStep);
  const yOf = (value: number, right = false) => bottom - (value / (right ? rightMax : leftMax)) * spec.height;

  doc.fontSize(6.5).font('Helvetica');
  for (let v = 0; v <= leftMax + 1e-9; v += leftStep) {
    const y = yOf(v);
    doc
      .moveTo(left, y)
      .lineTo(left + width, y)
      .lineWidth(0.3)
      .strokeColor(RULE)
      .stroke();
    doc
      .fillColor(MUTED)
      .text(spec.tick(v), MARGIN - 4, y - 3, { width: 40, align: 'right', lineBreak: false });
  }
  if (spec.rightTick !== undefined)
    for (let v = 0; v <= rightMax + 1e-9; v += rightStep)
      doc
        .fillColor(MUTED)
        .text(spec.rightTick(v), left + width + 3, yOf(v, true) - 3, { width: 28, lineBreak: false });

  const slot = width / Math.max(1, spec.categories.length);
  const bars = spec.series.filter((s) => s.line !== true);
  const barWidth = spec.stacked ? slot * 0.7 : (slot * 0.8) / Math.max(1, bars.length);
  spec.categories.forEach((category, i) => {
    const x0 = left + i * slot + (spec.stacked ? slot * 0.15 : slot * 0.1);
    let base = 0;
    bars.forEach((s, k) => {
      const value = s.values[i] ?? 0;
      if (value <= 0) return;
      const from = spec.stacked ? base : 0;
      const x = spec.stacked ? x0 : x0 + k * barWidth;
      doc.rect(x, yOf(from + value), barWidth, yOf(from) - yOf(from + value)).fill(s.color);
      base += value;
    });
    const cx = left + i * slot + slot / 2;
    doc.fontSize(6).fillColor(INK);
    if (labelRoom > 14) {
      doc.save().rotate(-45, { origin: [cx, bottom + 4] });
      doc.text(category, cx - 60, bottom + 1, { width: 60, align: 'right', lineBreak: false });
      doc.restore();
    } else doc.text(category, cx - slot / 2, bottom + 3, { width: slot, align: 'center', lineBreak: false });
  });
  for (const s of spec.series.filter((l) => l.line === true)) {
    let drawing = false;
    s.values.forEach((value, i) => {
      if (value === null) {
        drawing = false;
        return;
      }
      const x = left + i * slot + slot / 2;
      const y = yOf(value, s.right === true);
      if (drawing) doc.lineTo(x, y);
      else doc.moveTo(x, y);
      drawing = true;
    });
    doc.lineWidth(1.2).strokeColor(s.color).stroke();
  }
  doc
    .moveTo(left, bottom)
    .lineTo(left + width, bottom)
    .lineWidth(0.6)
    .strokeColor(INK)
    .stroke();

  let x = MARGIN;
  const legendY = bottom + labelRoom + 4;
  for (const s of spec.series) {
    doc.rect(x, legendY, 8, 6).fill(s.color);
    doc
      .fontSize(6.5)
      .fillColor(INK)
      .text(s.name, x + 11, legendY - 0.5, { lineBreak: false });
    x += 16 + doc.widthOfString(s.name);
  }
  doc.x = MARGIN;
  doc.y = legendY + 16;
}

/** Seven zone colours, slow (grey) to fast (red). */
export const ZONE_COLORS = ['#cbd2d9', '#9fb3c8', '#62b0e8', '#3ebd93', '#f0b429', '#f9703e', '#d64545'];
