/**
 * American English: the reference dictionary. Every other locale has exactly these keys (the type
 * `Dictionary` and a unit test check it). `{{name}}` marks a parameter.
 */
import { errorCatalogue, type ErrorCode } from '@stride/contracts/errors';

/** Every error message the app shows: the catalogue's codes and the client's own. */
export type ErrorMessageKey =
  ErrorCode | 'UNEXPECTED_ERROR' | 'INSIDERS_ERROR' | 'RESET_PASSWORD_SENT' | 'RESET_PASSWORD_FAILED';

const enUS = {
  app: {
    name: 'Stride',
    skipToContent: 'Skip to content',
    loading: 'Loading…',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    sectionNavigation: 'Section navigation',
  },
  drawer: {
    title: 'Settings',
    version: 'Version {{version}}',
    language: 'Language',
    theme: 'Theme',
    darkTheme: 'Dark theme',
    demo: 'Demo mode',
    logout: 'Log out',
    signedIn: 'Signed in',
    signedInAs: 'Signed in as {{email}}',
    administration: 'Administration',
  },
  logout: {
    title: 'Log out',
    question: 'Do you want to log out?',
    cancel: 'Cancel',
    confirm: 'Log out',
  },
  nav: {
    home: 'Home',
    coach: 'Dashboard',
    club: 'Club',
    members: 'Members',
    teams: 'Teams',
    players: 'Players',
    devices: 'Devices',
    settings: 'Settings',
    analyses: 'Analyses',
    events: 'Events',
    upload: 'Upload',
    report: 'Report',
    overview: 'Overview',
    selections: 'Selections',
    availability: 'Availability',
    metrics: 'Metrics',
    compare: 'Compare',
    dashboard: 'Dashboard',
    selection: 'Players',
    live: 'Live',
    charts: 'Charts',
    intervals: 'Intervals',
    export: 'Export',
    import: 'Import',
    account: 'Account',
    verification: 'Verification',
    login: 'Log in',
    register: 'Register',
    resetPassword: 'Reset password',
    newPassword: 'New password',
    verifyEmail: 'E-mail verification',
    admin: 'Administration',
    users: 'Users',
    clubs: 'Clubs',
    team: 'Team',
    player: 'Player',
    event: 'Event',
  },
  notFound: {
    title: 'Oops. Nothing here...',
    body: 'The page you are looking for does not exist or has moved.',
    home: 'Go Home',
  },
  underConstruction: {
    title: 'Under construction',
    body: 'This screen is on its way. Come back soon.',
    home: 'Go Home',
  },
  event: {
    title: 'Event overview',
    type: 'Type',
    status: 'Status',
    start: 'Start',
    end: 'End',
    planned: 'Planned',
    duration: 'Duration',
    elapsed: 'Elapsed',
    playersSelected: 'Players selected',
    notSet: 'Not set',
    startEvent: 'Start event',
    stopEvent: 'Stop event',
    stopTitle: 'Stop event',
    stopQuestion: 'Are you sure you want to stop this event?',
    cancel: 'Cancel',
    stop: 'Stop',
    live: 'Live',
    connecting: 'Connecting…',
    reconnecting: 'Reconnecting…',
    startedNotice: 'Event started',
    stoppedNotice: 'Event stopped',
    notFound: 'This event does not exist or you cannot see it.',
    types: {
      MATCH: 'Match',
      TRAINING: 'Training',
      INDIVIDUAL_MATCH: 'Individual match',
      INDIVIDUAL_TRAINING: 'Individual training',
    },
    statuses: {
      NOT_STARTED: 'Not started',
      STARTED: 'In progress',
      FINISHED: 'Finished',
      LOCKED: 'Locked',
    },
  },
  notifications: {
    dismiss: 'Dismiss',
    count: '{{count}} times',
    region: 'Notifications',
  },
  validation: {
    required: 'This field is required',
    email: 'Please enter a valid email',
    minLength: 'This field must be at least {{length}} characters long',
  },
  /** The catalogue's English text (contracts/src/errors.ts), with friendlier generic messages. */
  errors: {
    ...errorCatalogue,
    UNAUTHENTICATED: 'Please log in again',
    FORBIDDEN: 'You are not allowed to do this',
    UNEXPECTED_ERROR: 'Unexpected error',
    INSIDERS_ERROR: '{{provider}} error',
    RESET_PASSWORD_SENT: 'Email reset password email sent',
    RESET_PASSWORD_FAILED: 'Error resetting password',
  } satisfies Record<ErrorMessageKey, string> as Record<ErrorMessageKey, string>,
};

/** The shape every locale's dictionary has. */
export type Dictionary = typeof enUS;
export default enUS;
