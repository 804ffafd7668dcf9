/**
 * One player's session RPE: the eleven ratings of the CR-10 scale as big buttons (two rows on a
 * phone, one on a tablet or wider), each with its verbal anchor; the minutes (empty: the time on
 * record, else the event's duration); "Clear" removes the rating. A tap saves at once.
 */
import { useState } from 'react';
import { NumberField } from '../../../components/Field.tsx';
import { formatNumber } from '../../../i18n/format.ts';
import type { MessageKey } from '../../../i18n/i18n.ts';
import { useI18n } from '../../../i18n/use-i18n.ts';
import type { RpeEntry, RpeSelection } from '../api/rpe.ts';
import { ANCHORS, MAX_MINUTES, MIN_MINUTES, RATINGS, minutesOf } from '../scale.ts';

export interface RpePlayerProps {
  readonly selection: RpeSelection;
  /** Minutes shown when the field is empty (the default the API applies). */
  readonly defaultMinutes: number | null;
  readonly disabled: boolean;
  readonly saving: boolean;
  readonly onSave: (entry: RpeEntry) => void;
}

export function RpePlayer({ selection, defaultMinutes, disabled, saving, onSave }: RpePlayerProps) {
  const { t, locale } = useI18n();
  const rpe = selection.rpe ?? null;
  const [minutesText, setMinutesText] = useState(rpe === null ? '' : String(rpe.minutes));
  const minutes = minutesOf(minutesText);
  const invalid = minutes === undefined;
  const { player } = selection;
  const number = selection.number ?? player.number;
  const name = `${player.firstName} ${player.lastName}`.trim();
  const save = (rating: number | null) => {
    if (invalid) return;
    onSave({ selectionId: selection.id, rating, minutes: rating === null ? null : minutes });
  };

  return (
    <li className="rpe-player" data-testid="rpe-player">
      <div className="rpe-player__head">
        <span className="rpe-player__name">
          {number === null || number === undefined ? null : (
            <span className="rpe-player__number">{number}</span>
          )}
          {name}
        </span>
        <span className="muted" role="status">
          {rpe === null
            ? t('rpe.notRated')
            : `${formatNumber(locale, rpe.rating)} × ${formatNumber(locale, rpe.minutes, 0)} min = ${formatNumber(locale, rpe.load, 0)} AU`}
        </span>
      </div>
      <div className="rpe-scale" role="group" aria-label={t('rpe.scale', { player: name })}>
        {RATINGS.map((rating) => {
          const anchor = ANCHORS[rating];
          return (
            <button
              key={rating}
              type="button"
              className="rpe-scale__button"
              data-rating={rating}
              aria-pressed={rpe?.rating === rating}
              disabled={disabled || saving}
              onClick={() => save(rating)}
            >
              <span className="rpe-scale__value">{rating}</span>
              {anchor === undefined ? null : (
                <span className="rpe-scale__anchor">{t(`rpe.anchors.${anchor}` as MessageKey)}</span>
              )}
            </button>
          );
        })}
      </div>
      <div className="rpe-player__foot">
        <NumberField
          label={t('rpe.minutes')}
          value={minutesText}
          placeholder={defaultMinutes === null ? undefined : String(defaultMinutes)}
          disabled={disabled}
          messages={
            invalid ? [{ key: 'validation.between', params: { min: MIN_MINUTES, max: MAX_MINUTES } }] : []
          }
          onValueChange={setMinutesText}
          onBlur={() => {
            // A new number of minutes counts once the player is rated.
            if (rpe !== null && !invalid && minutes !== rpe.minutes) save(rpe.rating);
          }}
        />
        {rpe === null ? null : (
          <button
            type="button"
            className="button button--flat"
            disabled={disabled || saving}
            onClick={() => {
              setMinutesText('');
              save(null);
            }}
          >
            {t('rpe.clear')}
          </button>
        )}
      </div>
    </li>
  );
}
