/** British English: American English (en-US.ts) where the two agree, British wording where not. */
import enUS, { type Dictionary } from './en-US.ts';

const enGB: Dictionary = {
  ...enUS,
  validation: { ...enUS.validation, email: 'Please enter a valid email address' },
  event: {
    ...enUS.event,
    players: { ...enUS.event.players, pickOne: 'Tick at least one player.' },
  },
  enums: {
    ...enUS.enums,
    sport: { ...enUS.enums.sport, football: 'Football' },
    position: {
      ...enUS.enums.position,
      CENTER_BACK: 'Centre-back',
      CENTRE_THREE_QUARTER: 'Centre (three-quarter)',
      FULL_BACK: 'Full-back',
    },
  },
  errors: {
    ...enUS.errors,
    IS_ALREADY_STAFF: 'User is already a member of staff',
    STAFF_NOT_FOUND: 'Staff member not found',
    RESET_PASSWORD_SENT: 'Password reset email sent',
  },
};
export default enGB;
