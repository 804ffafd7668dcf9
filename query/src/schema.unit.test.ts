import {
  buildSchema,
  isEnumType,
  isInputObjectType,
  isObjectType,
  isScalarType,
  isSpecifiedScalarType,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { resolvers } from './resolvers.ts';
import { typeDefs } from './yoga.ts';

const schema = buildSchema(typeDefs);
const userTypes = Object.values(schema.getTypeMap()).filter(
  (type) => !type.name.startsWith('__') && !(isScalarType(type) && isSpecifiedScalarType(type)),
);

describe('schema.graphql', () => {
  it('has exactly one resolver for each root field', () => {
    for (const [root, map] of [
      ['Query', resolvers.Query],
      ['Mutation', resolvers.Mutation],
      ['Subscription', resolvers.Subscription],
    ] as const) {
      const type = schema.getType(root);
      if (!isObjectType(type)) throw new Error(`${root} is missing`);
      expect(Object.keys(type.getFields()).sort(), root).toEqual(Object.keys(map).sort());
    }
  });

  it('describes every type, field, argument and enum value', () => {
    const missing: string[] = [];
    for (const type of userTypes) {
      if (!type.description) missing.push(type.name);
      if (isObjectType(type)) {
        for (const field of Object.values(type.getFields())) {
          if (!field.description) missing.push(`${type.name}.${field.name}`);
          for (const arg of field.args) {
            if (!arg.description) missing.push(`${type.name}.${field.name}(${arg.name})`);
          }
        }
      }
      if (isInputObjectType(type)) {
        for (const field of Object.values(type.getFields())) {
          if (!field.description) missing.push(`${type.name}.${field.name}`);
        }
      }
      if (isEnumType(type)) {
        for (const value of type.getValues())
          if (!value.description) missing.push(`${type.name}.${value.name}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('names the enums as the spec does', () => {
    expect(schema.getType('EventType')?.toString()).toBe('EventType');
    const eventType = schema.getType('EventType');
    const status = schema.getType('EventStatus');
    if (!isEnumType(eventType) || !isEnumType(status)) throw new Error('enums missing');
    expect(eventType.getValues().map((v) => v.name)).toEqual([
      'MATCH',
      'TRAINING',
      'INDIVIDUAL_MATCH',
      'INDIVIDUAL_TRAINING',
    ]);
    expect(status.getValues().map((v) => v.name)).toEqual(['NOT_STARTED', 'STARTED', 'FINISHED', 'LOCKED']);
  });
});
