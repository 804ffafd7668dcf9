/**
 * The `Date` scalar: a calendar date `YYYY-MM-DD` (no time, no zone), as birthdates and season
 * bounds are. Kept as the string itself: there is no instant to convert.
 */
import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';

const EXPECTED = 'Date must be a calendar date YYYY-MM-DD, e.g. 2026-08-15';

/** True for a real calendar date written `YYYY-MM-DD`. */
export function isCalendarDate(text: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function fromInput(value: unknown): string {
  if (typeof value !== 'string' || !isCalendarDate(value)) throw new GraphQLError(EXPECTED);
  return value;
}

export const DateScalar = new GraphQLScalarType<string, string>({
  name: 'Date',
  serialize(value) {
    if (typeof value !== 'string' || !isCalendarDate(value)) {
      throw new GraphQLError(`Date cannot represent ${String(value)}`);
    }
    return value;
  },
  parseValue: fromInput,
  parseLiteral(ast) {
    if (ast.kind !== Kind.STRING) throw new GraphQLError(EXPECTED, { nodes: ast });
    return fromInput(ast.value);
  },
});
