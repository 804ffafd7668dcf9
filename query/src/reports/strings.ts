/**
 * The reports' words in the six interface languages, a row per string (docs/reports.md). The
 * server cannot import the web app's dictionaries; these are the few a PDF needs. A row lacking a
 * language fails `strings.unit.test.ts`; at run time it falls back to en-US.
 */
import type { ReportFormat } from './format.ts';

export const REPORT_LOCALES = ['de-DE', 'en-GB', 'en-US', 'es-ES', 'fr-FR', 'it-IT'] as const;
export type ReportLocale = (typeof REPORT_LOCALES)[number];

export const isReportLocale = (value: unknown): value is ReportLocale =>
  typeof value === 'string' && (REPORT_LOCALES as readonly string[]).includes(value);

type Row = Partial<Record<ReportLocale, string>>;

/** `en` fills en-GB and en-US alike (they agree on every word here). */
const row = (en: string, de: string, es: string, fr: string, it: string): Row => ({
  'de-DE': de,
  'en-GB': en,
  'en-US': en,
  'es-ES': es,
  'fr-FR': fr,
  'it-IT': it,
});

export const REPORT_STRINGS = {
  eventReport: row(
    'Event report',
    'Einheitsbericht',
    'Informe del evento',
    "Rapport d'événement",
    "Report dell'evento",
  ),
  playerReport: row(
    'Player report',
    'Spielerbericht',
    'Informe del jugador',
    'Rapport du joueur',
    'Report del giocatore',
  ),
  weeklyReport: row(
    'Weekly team report',
    'Wöchentlicher Teambericht',
    'Informe semanal del equipo',
    "Rapport hebdomadaire de l'équipe",
    'Report settimanale della squadra',
  ),
  team: row('Team', 'Team', 'Equipo', 'Équipe', 'Squadra'),
  event: row('Event', 'Einheit', 'Evento', 'Événement', 'Evento'),
  date: row('Date', 'Datum', 'Fecha', 'Date', 'Data'),
  type: row('Type', 'Art', 'Tipo', 'Type', 'Tipo'),
  duration: row('Duration', 'Dauer', 'Duración', 'Durée', 'Durata'),
  MATCH: row('Match', 'Spiel', 'Partido', 'Match', 'Partita'),
  TRAINING: row('Training', 'Training', 'Entrenamiento', 'Entraînement', 'Allenamento'),
  INDIVIDUAL_MATCH: row(
    'Individual match',
    'Einzelspiel',
    'Partido individual',
    'Match individuel',
    'Partita individuale',
  ),
  INDIVIDUAL_TRAINING: row(
    'Individual training',
    'Einzeltraining',
    'Entrenamiento individual',
    'Entraînement individuel',
    'Allenamento individuale',
  ),
  player: row('Player', 'Spieler', 'Jugador', 'Joueur', 'Giocatore'),
  time: row('Time', 'Zeit', 'Tiempo', 'Temps', 'Tempo'),
  distance: row('Distance', 'Distanz', 'Distancia', 'Distance', 'Distanza'),
  hsr: row('HSR', 'HSR', 'HSR', 'HSR', 'HSR'),
  hsrLong: row(
    'High-speed running (from 19.8 km/h)',
    'Hochintensives Laufen (ab 19,8 km/h)',
    'Carrera a alta velocidad (desde 19,8 km/h)',
    'Course à haute vitesse (dès 19,8 km/h)',
    'Corsa ad alta velocità (da 19,8 km/h)',
  ),
  sprints: row('Sprints', 'Sprints', 'Sprints', 'Sprints', 'Sprint'),
  maxSpeed: row('Max speed', 'Max. Geschw.', 'Vel. máx.', 'Vit. max', 'Vel. max'),
  accelerations: row('Acc.', 'Beschl.', 'Acel.', 'Accél.', 'Acc.'),
  decelerations: row('Dec.', 'Verz.', 'Decel.', 'Décél.', 'Dec.'),
  hrAvg: row('HR avg', 'HF Ø', 'FC media', 'FC moy.', 'FC media'),
  hrMax: row('HR max', 'HF max', 'FC máx.', 'FC max', 'FC max'),
  teamAverage: row(
    'Team average',
    'Teamdurchschnitt',
    'Media del equipo',
    "Moyenne de l'équipe",
    'Media della squadra',
  ),
  bestNote: row(
    "Bold, underlined: the column's best. Acc./Dec.: efforts from 2 m/s².",
    'Fett, unterstrichen: der Bestwert der Spalte. Beschl./Verz.: Aktionen ab 2 m/s².',
    'En negrita y subrayado: el mejor valor de la columna. Acel./Decel.: esfuerzos desde 2 m/s².',
    'En gras souligné : la meilleure valeur de la colonne. Accél./Décél. : efforts dès 2 m/s².',
    'In grassetto sottolineato: il migliore della colonna. Acc./Dec.: sforzi da 2 m/s².',
  ),
  speedZones: row(
    'Distance per speed zone',
    'Distanz je Geschwindigkeitszone',
    'Distancia por zona de velocidad',
    'Distance par zone de vitesse',
    'Distanza per zona di velocità',
  ),
  periods: row('Per period', 'Je Halbzeit/Abschnitt', 'Por periodo', 'Par période', 'Per periodo'),
  period: row('Period', 'Abschnitt', 'Periodo', 'Période', 'Periodo'),
  players: row('Players', 'Spieler', 'Jugadores', 'Joueurs', 'Giocatori'),
  notes: row('Notes', 'Notizen', 'Notas', 'Notes', 'Note'),
  noData: row(
    'No figures yet.',
    'Noch keine Werte.',
    'Aún no hay datos.',
    'Pas encore de données.',
    'Ancora nessun dato.',
  ),
  generated: row('Generated', 'Erstellt', 'Generado', 'Généré le', 'Generato'),
  page: row('Page', 'Seite', 'Página', 'Page', 'Pagina'),
  lastEvent: row('Last event', 'Letzte Einheit', 'Último evento', 'Dernier événement', 'Ultimo evento'),
  ownAverage: row(
    'Own average',
    'Eigener Durchschnitt',
    'Media propia',
    'Moyenne personnelle',
    'Media personale',
  ),
  difference: row('Difference', 'Differenz', 'Diferencia', 'Écart', 'Differenza'),
  figure: row('Figure', 'Kennzahl', 'Dato', 'Indicateur', 'Dato'),
  weekOf: row('Week of', 'Woche vom', 'Semana del', 'Semaine du', 'Settimana del'),
  total: row('Total', 'Summe', 'Total', 'Total', 'Totale'),
  loadTrend: row(
    'Load trend (distance)',
    'Belastungsverlauf (Distanz)',
    'Tendencia de carga (distancia)',
    'Évolution de la charge (distance)',
    'Andamento del carico (distanza)',
  ),
  dailyLoad: row('Daily load', 'Tagesbelastung', 'Carga diaria', 'Charge du jour', 'Carico giornaliero'),
  acute: row('Acute (7 d)', 'Akut (7 T)', 'Aguda (7 d)', 'Aiguë (7 j)', 'Acuto (7 g)'),
  chronic: row('Chronic (28 d)', 'Chronisch (28 T)', 'Crónica (28 d)', 'Chronique (28 j)', 'Cronico (28 g)'),
  ratio: row('Ratio', 'Quotient', 'Ratio', 'Ratio', 'Rapporto'),
  events: row('Events', 'Einheiten', 'Eventos', 'Événements', 'Eventi'),
  noEvents: row('No events.', 'Keine Einheiten.', 'Sin eventos.', 'Aucun événement.', 'Nessun evento.'),
  load: row('Load (sRPE)', 'Belastung (sRPE)', 'Carga (sRPE)', 'Charge (sRPE)', 'Carico (sRPE)'),
  weekTotals: row(
    "Players' week totals",
    'Wochensummen der Spieler',
    'Totales semanales por jugador',
    'Totaux de la semaine par joueur',
    'Totali settimanali per giocatore',
  ),
  teamLoadPerDay: row(
    "Team's distance per day",
    'Teamdistanz pro Tag',
    'Distancia del equipo por día',
    "Distance de l'équipe par jour",
    'Distanza della squadra per giorno',
  ),
  acwrOut: row(
    'Acute:chronic ratio outside 0.8–1.3 (distance, last day of the week)',
    'Akut:chronisch-Quotient außerhalb 0,8–1,3 (Distanz, letzter Tag der Woche)',
    'Ratio aguda:crónica fuera de 0,8–1,3 (distancia, último día de la semana)',
    'Ratio aigu:chronique hors de 0,8–1,3 (distance, dernier jour de la semaine)',
    'Rapporto acuto:cronico fuori da 0,8–1,3 (distanza, ultimo giorno della settimana)',
  ),
  acwrNone: row(
    'No player outside the range.',
    'Kein Spieler außerhalb des Bereichs.',
    'Ningún jugador fuera del rango.',
    'Aucun joueur hors de la plage.',
    'Nessun giocatore fuori intervallo.',
  ),
  acwrCaution: row(
    'A trend to watch, not an injury prediction.',
    'Ein Verlauf zur Beobachtung, keine Verletzungsprognose.',
    'Una tendencia a vigilar, no una predicción de lesiones.',
    'Une tendance à surveiller, pas une prédiction de blessure.',
    'Una tendenza da seguire, non una previsione di infortunio.',
  ),
  pageOf: row(
    'Page {page} of {count}',
    'Seite {page} von {count}',
    'Página {page} de {count}',
    'Page {page} sur {count}',
    'Pagina {page} di {count}',
  ),
} satisfies Record<string, Row>;

export type ReportKey = keyof typeof REPORT_STRINGS;

/** A report string in `locale` (en-US when a row lacks it). */
export function text(locale: ReportLocale, key: ReportKey): string {
  const value: Row = REPORT_STRINGS[key];
  return value[locale] ?? value['en-US'] ?? key;
}

/** "Page 1 of 2" in the report's language, its numbers formatted for it. */
export const pageOf = (f: ReportFormat, page: number, count: number): string =>
  text(f.locale, 'pageOf').replace('{page}', f.number(page)).replace('{count}', f.number(count));
