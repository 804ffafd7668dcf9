/**
 * A line chart as a standalone SVG file for docs/validation.md: a few series over a shared time
 * axis, axes with round ticks, a legend. Static files that GitHub and any browser show as they
 * are (the app's charts are Plotly; a report in the repository needs no script).
 */
export interface Line {
  readonly name: string;
  readonly color: string;
  /** Seconds from the start of the window. */
  readonly x: ArrayLike<number>;
  readonly y: ArrayLike<number>;
  readonly dashed?: boolean;
}

const W = 900;
const H = 320;
const M = { left: 56, right: 16, top: 52, bottom: 40 };

/** 1, 2 or 5 × a power of ten, giving about `count` steps over `span`. */
function step(span: number, count: number): number {
  const raw = span / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const unit = raw / power;
  return (unit < 1.5 ? 1 : unit < 3.5 ? 2 : unit < 7.5 ? 5 : 10) * power;
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

export function lineChart(title: string, yLabel: string, lines: readonly Line[]): string {
  const xs = lines.flatMap((l) => Array.from(l.x));
  const ys = lines.flatMap((l) => Array.from(l.y)).filter(Number.isFinite);
  const x0 = Math.min(...xs);
  const x1 = Math.max(...xs);
  const yStep = step(Math.max(...ys) - Math.min(...ys) || 1, 5);
  const y0 = Math.floor(Math.min(...ys) / yStep) * yStep;
  const y1 = Math.ceil(Math.max(...ys) / yStep) * yStep;
  const px = (x: number) => M.left + ((x - x0) / (x1 - x0 || 1)) * (W - M.left - M.right);
  const py = (y: number) => H - M.bottom - ((y - y0) / (y1 - y0 || 1)) * (H - M.top - M.bottom);
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" font-family="sans-serif" font-size="12">`,
    `<rect width="${W}" height="${H}" fill="white"/>`,
    `<text x="${M.left}" y="20" font-size="14" font-weight="bold">${escape(title)}</text>`,
  ];
  for (let y = y0; y <= y1 + yStep / 2; y += yStep) {
    const label = Math.abs(y) < yStep / 1e6 ? '0' : String(Number(y.toPrecision(6)));
    out.push(
      `<line x1="${M.left}" x2="${W - M.right}" y1="${py(y).toFixed(1)}" y2="${py(y).toFixed(1)}" stroke="#e4e4e4"/>`,
      `<text x="${M.left - 6}" y="${(py(y) + 4).toFixed(1)}" text-anchor="end">${label}</text>`,
    );
  }
  const xStep = step(x1 - x0 || 1, 10);
  for (let x = Math.ceil(x0 / xStep) * xStep; x <= x1; x += xStep) {
    out.push(
      `<text x="${px(x).toFixed(1)}" y="${H - M.bottom + 16}" text-anchor="middle">${Number(x.toPrecision(6))}</text>`,
    );
  }
  out.push(
    `<text x="${(W + M.left) / 2}" y="${H - 6}" text-anchor="middle">time (s)</text>`,
    `<text transform="translate(14 ${(H + M.top - M.bottom) / 2}) rotate(-90)" text-anchor="middle">${escape(yLabel)}</text>`,
  );
  let legendX = M.left;
  lines.forEach((line) => {
    const points: string[] = [];
    for (let j = 0; j < line.x.length; j++) {
      if (Number.isFinite(line.y[j]!))
        points.push(`${px(line.x[j]!).toFixed(1)},${py(line.y[j]!).toFixed(1)}`);
    }
    const dash = line.dashed === true ? ' stroke-dasharray="5 3"' : '';
    out.push(
      `<polyline fill="none" stroke="${line.color}" stroke-width="1.5"${dash} points="${points.join(' ')}"/>`,
      `<line x1="${legendX}" x2="${legendX + 24}" y1="36" y2="36" stroke="${line.color}" stroke-width="2"${dash}/>`,
      `<text x="${legendX + 30}" y="40">${escape(line.name)}</text>`,
    );
    legendX += 50 + 7 * line.name.length;
  });
  out.push('</svg>', '');
  return out.join('\n');
}
