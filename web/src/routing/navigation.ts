/** The links of each area's section navigation, and the titles of its pages, from the route table. */
import type { MessageKey } from '../i18n/i18n.ts';
import { areas, type AreaName, type Params } from './routes.ts';

const PAGE_KEYS: Readonly<Record<string, MessageKey>> = {
  'coach.dashboard': 'nav.coach',
  'event.dashboard': 'nav.dashboard',
  'event.players': 'nav.selection',
  'event.settings': 'nav.eventSettings',
  'event.rpe': 'rpe.nav',
  'event.replay': 'replay.title',
  'event.what-if': 'whatIf.nav',
  'team.what-if': 'whatIf.nav',
  'user.account': 'nav.account',
  'auth.reset-password': 'nav.resetPassword',
  'auth.new-password': 'nav.newPassword',
  'verifyEmail.verify': 'nav.verifyEmail',
  'player.metrics': 'nav.metrics',
  'admin.audit': 'audit.nav',
  'admin.operations': 'operations.nav',
};

const AREA_KEYS: Readonly<Record<AreaName, MessageKey>> = {
  coach: 'nav.coach',
  club: 'nav.club',
  team: 'nav.team',
  player: 'nav.player',
  event: 'nav.event',
  user: 'nav.account',
  auth: 'nav.login',
  admin: 'nav.admin',
  verifyEmail: 'nav.verifyEmail',
};

export function areaTitleKey(area: AreaName): MessageKey {
  return AREA_KEYS[area];
}

/** The title of a screen (`event.dashboard` → "Dashboard"). */
export function pageTitleKey(screen: string): MessageKey {
  const known = PAGE_KEYS[screen];
  if (known !== undefined) return known;
  const page = screen.slice(screen.indexOf('.') + 1);
  return `nav.${page}` as MessageKey;
}

export interface NavLink {
  readonly href: string;
  readonly screen: string;
  readonly label: MessageKey;
}

/** The pages of an area a person navigates between (no redirects, no pages that need an id). */
export function sectionLinks(area: AreaName, params: Params): NavLink[] {
  const definition = areas.find((candidate) => candidate.name === area);
  if (definition === undefined || area === 'verifyEmail' || area === 'coach' || area === 'user') return [];
  const base = definition.base.replace(/:([A-Za-z]+)/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? ''),
  );
  return definition.pages
    .filter((page) => page.screen !== undefined && !page.path.includes(':') && page.redirect === undefined)
    .map((page) => {
      const screen = `${area}.${page.screen ?? page.path}`;
      return { href: page.path === '' ? base : `${base}/${page.path}`, screen, label: pageTitleKey(screen) };
    });
}

/** Screens that are forms: their content keeps a readable width on a wide screen. */
const FORM_AREAS: ReadonlySet<AreaName> = new Set(['auth', 'user', 'verifyEmail']);

/**
 * How wide a screen's content may grow: lists, tables and charts use the page's width (`wide`);
 * forms (settings pages, the account and sign-in pages) stay a readable column (`narrow`).
 */
export function pageWidth(area: AreaName | null, screen: string | null): 'wide' | 'narrow' {
  if (area === null || screen === null || FORM_AREAS.has(area)) return 'narrow';
  return screen.endsWith('.settings') || screen === 'notFound' ? 'narrow' : 'wide';
}

/**
 * Where a page's team comes from (the header names it): a team page's path, an event page's
 * event, a player page's event or else the player; null for pages outside a team.
 */
export type TeamSource =
  | { readonly kind: 'team'; readonly teamId: string }
  | { readonly kind: 'event'; readonly eventId: string }
  | { readonly kind: 'player'; readonly playerId: string };

export function teamSourceOf(area: AreaName | null, params: Params): TeamSource | null {
  const { teamId, eventId, playerId } = params;
  if (area === 'team' && teamId !== undefined && teamId !== '') return { kind: 'team', teamId };
  if ((area === 'event' || area === 'player') && eventId !== undefined && eventId !== '')
    return { kind: 'event', eventId };
  if (area === 'player' && playerId !== undefined && playerId !== '') return { kind: 'player', playerId };
  return null;
}
