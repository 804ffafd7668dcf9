/** Small flags drawn in SVG (emoji flags do not render on every system). */
import type { ReactElement } from 'react';

type Country = 'de' | 'gb' | 'us' | 'es' | 'fr' | 'it';

const stripes = (colors: readonly string[], vertical: boolean): ReactElement[] =>
  colors.map((color, i) =>
    vertical ? (
      <rect key={i} x={(i * 30) / colors.length} y={0} width={30 / colors.length} height={20} fill={color} />
    ) : (
      <rect key={i} x={0} y={(i * 20) / colors.length} width={30} height={20 / colors.length} fill={color} />
    ),
  );

const drawings: Readonly<Record<Country, () => ReactElement | ReactElement[]>> = {
  de: () => stripes(['#000000', '#dd0000', '#ffce00'], false),
  fr: () => stripes(['#0055a4', '#ffffff', '#ef4135'], true),
  it: () => stripes(['#009246', '#ffffff', '#ce2b37'], true),
  es: () => [
    <rect key="r" width={30} height={20} fill="#aa151b" />,
    <rect key="y" y={5} width={30} height={10} fill="#f1bf00" />,
  ],
  gb: () => [
    <rect key="b" width={30} height={20} fill="#012169" />,
    <path key="w" d="M0 0l30 20M30 0L0 20" stroke="#ffffff" strokeWidth={4} />,
    <path key="r" d="M0 0l30 20M30 0L0 20" stroke="#c8102e" strokeWidth={1.5} />,
    <path key="cw" d="M15 0v20M0 10h30" stroke="#ffffff" strokeWidth={6} />,
    <path key="cr" d="M15 0v20M0 10h30" stroke="#c8102e" strokeWidth={3.5} />,
  ],
  us: () => [
    ...Array.from({ length: 7 }, (_, i) => (
      <rect key={`s${i}`} y={(i * 20) / 6.5} width={30} height={20 / 13} fill="#b22234" />
    )),
    <rect key="c" width={13} height={(20 * 7) / 13} fill="#3c3b6e" />,
  ],
};

export function Flag({ country }: { readonly country: Country }) {
  return (
    <svg className="flag" width={24} height={16} viewBox="0 0 30 20" aria-hidden="true" focusable="false">
      <rect width={30} height={20} fill="#ffffff" />
      {drawings[country]()}
    </svg>
  );
}
