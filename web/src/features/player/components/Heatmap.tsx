/** Where the player was on the pitch: a heat map on a drawn pitch. */
import { useI18n } from '../../../i18n/use-i18n.ts';
import { PITCH, placeCells } from '../heatmap.ts';

export function Heatmap({
  cells,
  cellSize,
}: {
  cells: readonly { ix: number; iy: number; count: number }[];
  cellSize: number;
}) {
  const { t } = useI18n();
  const placed = placeCells(cells, cellSize);
  return (
    <figure className="card heatmap" aria-labelledby="heatmap-title">
      <h2 id="heatmap-title" className="card__title">
        {t('metrics.heatmap')}
      </h2>
      <svg
        viewBox={`-2 -2 ${PITCH.length + 4} ${PITCH.width + 4}`}
        className="heatmap__pitch"
        role="img"
        aria-label={t('metrics.heatmapLabel')}
      >
        <defs>
          <clipPath id="pitch-clip">
            <rect x={0} y={0} width={PITCH.length} height={PITCH.width} />
          </clipPath>
        </defs>
        <rect x={0} y={0} width={PITCH.length} height={PITCH.width} className="pitch__grass" />
        <g clipPath="url(#pitch-clip)">
          {placed.map((cell, i) => (
            <rect
              key={i}
              x={cell.x}
              y={cell.y}
              width={cell.size}
              height={cell.size}
              className="heatmap__cell"
              style={{ opacity: 0.15 + 0.85 * cell.weight }}
            />
          ))}
        </g>
        <g className="pitch__lines">
          <rect x={0} y={0} width={PITCH.length} height={PITCH.width} />
          <line x1={PITCH.length / 2} y1={0} x2={PITCH.length / 2} y2={PITCH.width} />
          <circle cx={PITCH.length / 2} cy={PITCH.width / 2} r={9.15} />
          <rect x={0} y={(PITCH.width - 40.32) / 2} width={16.5} height={40.32} />
          <rect x={PITCH.length - 16.5} y={(PITCH.width - 40.32) / 2} width={16.5} height={40.32} />
          <rect x={0} y={(PITCH.width - 18.32) / 2} width={5.5} height={18.32} />
          <rect x={PITCH.length - 5.5} y={(PITCH.width - 18.32) / 2} width={5.5} height={18.32} />
        </g>
      </svg>
      <figcaption className="muted">{t('metrics.heatmapNote')}</figcaption>
    </figure>
  );
}
