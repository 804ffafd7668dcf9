/** A player's profile on the overview: number, position, age, device and the figures their bands use. */
import { formatDate, formatNumber } from '../../../i18n/format.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import type { PlayerProfile } from '../api/player-profile.ts';

export function ProfileCard({ player }: { readonly player: PlayerProfile }) {
  const { t, locale } = useI18n();
  const none = t('common.none');
  const facts: [string, string][] = [
    [
      t('playerPages.profile.number'),
      player.number === null || player.number === undefined ? none : String(player.number),
    ],
    [t('playerPages.profile.position'), player.position ? t(`enums.position.${player.position}`) : none],
    [
      t('playerPages.profile.age'),
      player.age === null || player.age === undefined
        ? none
        : `${player.age}${player.birthdate ? ` (${formatDate(locale, player.birthdate)})` : ''}`,
    ],
    [t('playerPages.profile.profile'), player.profile ? t(`enums.profile.${player.profile}`) : none],
    [t('playerPages.profile.device'), player.device?.name ?? none],
    [
      t('playerPages.profile.maxHeartRate'),
      player.maxHeartRate ? `${player.maxHeartRate} ${t('metrics.units.bpm')}` : none,
    ],
    [
      t('playerPages.profile.restingHeartRate'),
      player.restingHeartRate ? `${player.restingHeartRate} ${t('metrics.units.bpm')}` : none,
    ],
    [
      t('playerPages.profile.maxSpeed'),
      player.maxSpeed ? `${formatNumber(locale, player.maxSpeed, 1)} ${t('metrics.units.kmh')}` : none,
    ],
  ];
  return (
    <section className="card" aria-labelledby="player-profile" data-testid="player-profile">
      <h2 id="player-profile" className="section-title">
        {t('playerPages.profile.title')}
        {player.archived ? ` · ${t('playerPages.profile.archived')}` : ''}
      </h2>
      <dl className="facts facts--compact">
        {facts.map(([label, value]) => (
          <div key={label} className="facts__item">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
