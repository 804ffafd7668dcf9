import {
  buildSchema,
  isEnumType,
  isTypeDefinitionNode,
  isTypeExtensionNode,
  parse,
  isInputObjectType,
  isObjectType,
  isScalarType,
  isSpecifiedScalarType,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { availabilityStatuses, injuryStatuses } from '@stride/contracts/events/availability';
import { competitions, eventPlaces, eventTypes } from '@stride/contracts/events/event';
import { jobStates, uploadKinds } from '@stride/contracts/events/upload';
import { genders, leagues, playerProfiles, positions } from '@stride/contracts/player';
import { planIds } from '@stride/contracts/plans';
import { ACTIVITIES } from '@stride/contracts/metrics';
import { resolvers } from './resolvers.ts';
import { schemaModules, typeDefs } from './yoga.ts';

const schema = buildSchema(typeDefs);
const userTypes = Object.values(schema.getTypeMap()).filter(
  (type) => !type.name.startsWith('__') && !(isScalarType(type) && isSpecifiedScalarType(type)),
);

const ROOT_TYPES = ['Query', 'Mutation', 'Subscription'];

describe('the SDL modules (contracts/src/graphql)', () => {
  it('define each type in one module only, and extend only the root types', () => {
    const definedIn = new Map<string, string[]>();
    const extended: string[] = [];
    for (const { file, sdl } of schemaModules) {
      for (const node of parse(sdl).definitions) {
        if (isTypeDefinitionNode(node)) {
          definedIn.set(node.name.value, [...(definedIn.get(node.name.value) ?? []), file]);
        } else if (isTypeExtensionNode(node) && !ROOT_TYPES.includes(node.name.value)) {
          extended.push(`${file}: ${node.name.value}`);
        }
      }
    }
    const twice = [...definedIn]
      .filter(([, files]) => files.length > 1)
      .map(([name, files]) => `${name}: ${files.join(', ')}`);
    expect(twice).toEqual([]);
    expect(extended).toEqual([]);
  });

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

  // The generated resolver types make each enum a string union of its own (query/codegen.ts):
  // the same union as the contracts', as long as both list the same values.
  it.each([
    ['EventType', eventTypes],
    ['EventPlace', eventPlaces],
    ['Competition', competitions],
    ['League', leagues],
    ['PlayerProfile', playerProfiles],
    ['Position', positions],
    ['Gender', genders],
    ['SubscriptionPlanId', planIds],
    ['UploadKind', uploadKinds],
    ['JobState', jobStates],
    ['Activity', ACTIVITIES],
    ['AvailabilityStatus', availabilityStatuses],
    ['InjuryStatus', injuryStatuses],
  ] as const)('lists the values of the contracts union for %s', (name, values) => {
    const type = schema.getType(name);
    if (!isEnumType(type)) throw new Error(`${name} is missing`);
    expect(
      type
        .getValues()
        .map((v) => v.name)
        .sort(),
    ).toEqual([...values].sort());
  });
});
