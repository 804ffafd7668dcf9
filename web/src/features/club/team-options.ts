import type { Option } from '../../components/Field.tsx';
import type { Team } from './api/fragments.ts';

/** The club's teams as the options of a choice, by name. */
export function teamOptions(teams: readonly Team[]): Option[] {
  return teams.map((team) => ({ value: team.id, label: team.name }));
}
