import { describe, expect, it } from 'vitest';
import { bestCells, bestOf, FIGURES, meanOf, totalOf } from './figures.ts';
import { reportFormat } from './format.ts';

const column = (key: string) => FIGURES.findIndex((fig) => fig.key === key);
/** A row with `values` in the named columns, null elsewhere. */
const row = (values: Record<string, number | null>) =>
  FIGURES.map((fig) => (fig.key in values ? (values[fig.key] ?? null) : null));

describe('report figures', () => {
  const f = reportFormat('en-GB', 'Europe/Paris');

  it('average over the windows that have a figure, and total a week by each figure’s rule', () => {
    const rows = [
      row({ distance: 1000, maxSpeed: 8, hrAvg: 150, sprints: 2 }),
      row({ distance: 3000, maxSpeed: 9, hrAvg: null, sprints: 4 }),
    ];
    const mean = meanOf(rows);
    expect(mean[column('distance')]).toBe(2000);
    expect(mean[column('hrAvg')]).toBe(150);
    expect(mean[column('hrMax')]).toBeNull();
    const total = totalOf(rows);
    expect(total[column('distance')]).toBe(4000);
    expect(total[column('sprints')]).toBe(6);
    expect(total[column('maxSpeed')]).toBe(9);
    expect(total[column('hrAvg')]).toBe(150);
  });

  it('mark every value that prints as the column’s best, never time on record', () => {
    // 8.81 and 8.80 m/s both print 31.7 km/h.
    const rows = [
      row({ time: 5000, maxSpeed: 8.81, distance: 900 }),
      row({ time: 6000, maxSpeed: 8.8, distance: 1000 }),
    ];
    const best = bestOf(rows);
    expect([...bestCells(f, rows[0]!, best)]).toEqual([column('maxSpeed') + 1]);
    expect([...bestCells(f, rows[1]!, best)].sort()).toEqual(
      [column('distance') + 1, column('maxSpeed') + 1].sort(),
    );
  });

  it('print speeds in km/h and numbers in the language', () => {
    const speed = FIGURES[column('maxSpeed')]!;
    expect(speed.write(f, 8.5)).toBe('30.6');
    expect(speed.write(reportFormat('fr-FR', 'Europe/Paris'), 8.5)).toBe('30,6');
    expect(FIGURES[column('distance')]!.write(reportFormat('de-DE', 'Europe/Paris'), 10164.4)).toBe('10.164');
  });
});
