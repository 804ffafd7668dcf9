import { describe, expect, it } from 'vitest';
import { post } from '../testing/client.ts';
import { fakeApi } from '../testing/fake-api.ts';

function reasons(response: { errors?: readonly { extensions?: Record<string, unknown> }[] }): string[] {
  return (response.errors ?? []).map((e) => String(e.extensions?.['reason']));
}

describe('useLimits', () => {
  it('refuses a document nested deeper than 10 levels', async () => {
    const api = fakeApi();
    const deep = `{ event(eventId: "x") { ${'a { '.repeat(10)}b${' }'.repeat(10)} } }`;

    const response = await post(api.yoga, deep);

    expect(
      response.errors?.every(
        (e) => e.message === 'BAD_USER_INPUT' && e.extensions?.['code'] === 'BAD_USER_INPUT',
      ),
    ).toBe(true);
    expect(reasons(response).some((r) => r.includes('Query depth limit of 10 exceeded'))).toBe(true);
  });

  it('refuses more than 15 aliases', async () => {
    const api = fakeApi();
    const aliases = Array.from({ length: 16 }, (_, i) => `e${i}: event(eventId: "x") { id }`).join(' ');

    const response = await post(api.yoga, `{ ${aliases} }`);

    expect(reasons(response).some((r) => r.includes('Aliases limit of 15 exceeded'))).toBe(true);
  });

  it('refuses a document of more than 1000 tokens while parsing', async () => {
    const api = fakeApi();
    const long = `{ ${Array.from({ length: 400 }, () => '__typename').join(' ')} event(eventId: "x") { ${Array.from({ length: 700 }, () => 'id').join(' ')} } }`;

    const response = await post(api.yoga, long);

    expect(response.errors).toHaveLength(1);
    expect(response.errors?.[0]).toMatchObject({
      message: 'BAD_USER_INPUT',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(reasons(response)[0]).toContain('Token limit of 1000 exceeded');
  });

  it('refuses a document over the cost limit', async () => {
    const api = fakeApi();
    // Nested fragments multiply the work behind a few tokens: 4^5 spreads of 13 fields.
    const fields =
      'id teamId name type daysToMatch status startDate endDate plannedStartDate plannedEndDate playerIds createdAt updatedAt';
    const levels = ['A', 'B', 'C', 'D', 'E'];
    const fragments = levels
      .map((name, i) => {
        const next = levels[i + 1];
        const body = next === undefined ? fields : `...${next} `.repeat(4);
        return `fragment ${name} on Event { ${body} }`;
      })
      .join(' ');

    const response = await post(api.yoga, `{ event(eventId: "x") { ...A } } ${fragments}`);

    expect(reasons(response).some((r) => r.includes('Query Cost limit of 5000 exceeded'))).toBe(true);
  });

  it('still answers the introspection query GraphiQL sends', async () => {
    const api = fakeApi();
    const { getIntrospectionQuery } = await import('graphql');

    const response = await post<{ __schema: { queryType: { name: string } } }>(
      api.yoga,
      getIntrospectionQuery(),
    );

    expect(response.errors).toBeUndefined();
    expect(response.data?.__schema.queryType.name).toBe('Query');
  });
});
