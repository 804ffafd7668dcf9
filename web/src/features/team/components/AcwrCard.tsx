/**
 * The acute:chronic workload ratio over the chosen range: the team's average and one chosen
 * player, on the bands under 0.8, 0.8–1.3 and over 1.5, with the caveat that the ratio's predictive
 * value is disputed (Impellizzeri et al. 2020). A day without a ratio is a gap, and the card says
 * how long a series lacks the 28 days of history, never drawing 0.
 */
import { Chart } from '../../../charts/Chart.tsx';
import { Card } from '../../../components/Card.tsx';
import { SelectField } from '../../../components/Field.tsx';
import { Loaded } from '../../../components/Loaded.tsx';
import { formatDate } from '../../../i18n/format.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import { useTeamAcwr } from '../api/analyses.ts';
import { ratioBandShapes } from '../../../charts/ratio-bands.ts';
import { historyOf, ratioAxisTop, ratioSeries, type RatioPoint } from '../analyses/acwr.ts';
import { TWO_ENTRY_LEGEND } from '../analyses/legend.ts';
import type { GridVariable } from '../analyses/week-grid.ts';

export interface AcwrCardProps {
  readonly teamId: string;
  readonly from: string;
  readonly to: string;
  readonly variable: GridVariable;
  readonly names: ReadonlyMap<string, string>;
  readonly playerId: string;
  readonly onPlayer: (playerId: string) => void;
}

export function AcwrCard({ teamId, from, to, variable, names, playerId, onPlayer }: AcwrCardProps) {
  const { t, locale } = useI18n();
  const acwr = useTeamAcwr(teamId, from, to, variable);
  // The names map's order: by last name, as the season table.
  const players = [...names.entries()];
  const chosen = playerId === '' ? (players[0]?.[0] ?? '') : playerId;
  const day = (date: string) => formatDate(locale, `${date}T12:00:00Z`);
  const history = (name: string, points: readonly RatioPoint[]) => {
    const known = historyOf(points);
    if (known.kind === 'none') return null;
    return (
      <p className="muted" key={name} data-testid="acwr-history">
        {known.kind === 'all'
          ? t('teamAnalyses.acwr.notEnoughAll', { name })
          : t('teamAnalyses.acwr.notEnoughUntil', { name, date: day(known.date) })}
      </p>
    );
  };
  return (
    <Card
      title={t('teamAnalyses.acwr.title')}
      intro={t('teamAnalyses.acwr.intro', { variable: t(`teamAnalyses.variables.${variable}`) })}
      actions={
        <SelectField
          label={t('teamAnalyses.acwr.player')}
          value={chosen}
          onValueChange={onPlayer}
          options={players.map(([value, label]) => ({ value, label }))}
        />
      }
    >
      <p className="analyses-caveat" role="note">
        {t('teamAnalyses.acwr.caveat')}
      </p>
      <Loaded query={acwr}>
        {(data) => {
          const player = data.players.find((p) => p.playerId === chosen);
          const playerName = names.get(chosen) ?? '';
          const team = t('teamAnalyses.acwr.team');
          const teamRatios = ratioSeries(data.average);
          const playerRatios = player === undefined ? [] : ratioSeries(player.points);
          const top = ratioAxisTop([teamRatios, playerRatios]);
          return (
            <>
              <Chart
                title={t('teamAnalyses.acwr.title')}
                data={[
                  {
                    type: 'scatter',
                    mode: 'lines',
                    name: team,
                    x: data.average.map((p) => p.date),
                    y: teamRatios,
                    line: { color: '#6c8ebf', width: 2, dash: 'dot' },
                    connectgaps: false,
                  },
                  ...(player === undefined
                    ? []
                    : [
                        {
                          type: 'scatter' as const,
                          mode: 'lines' as const,
                          name: playerName,
                          x: player.points.map((p) => p.date),
                          y: playerRatios,
                          line: { color: '#1a5fc2', width: 2 },
                          connectgaps: false,
                        },
                      ]),
                ]}
                layout={{
                  xaxis: { type: 'date', range: [from, to] },
                  yaxis: { title: { text: t('teamAnalyses.acwr.ratio') }, range: [0, top] },
                  legend: TWO_ENTRY_LEGEND,
                  shapes: ratioBandShapes(top),
                }}
              />
              <p className="muted">{t('teamAnalyses.acwr.bands')}</p>
              {history(team, data.average)}
              {player === undefined ? null : history(playerName, player.points)}
            </>
          );
        }}
      </Loaded>
    </Card>
  );
}
