/**
 * Test helpers for exported files: a GraphQL selection of every field of a type (to read the
 * API's figures whole), a zip's entries (central directory, stored or deflated) and a cell's value
 * as a number or text.
 */
import { inflateRawSync } from 'node:zlib';
import { buildSchema, getNamedType, isObjectType, type GraphQLObjectType } from 'graphql';
import { typeDefs } from '../yoga.ts';

const schema = buildSchema(typeDefs);

/** `{ a b { c d } }`: every field of an object type, nested (no arguments needed). */
export function everyField(typeName: string): string {
  const type = schema.getType(typeName) as GraphQLObjectType;
  const fields = Object.values(type.getFields()).map((field) => {
    const named = getNamedType(field.type);
    return isObjectType(named) ? `${field.name} ${everyField(named.name)}` : field.name;
  });
  return `{ ${fields.join(' ')} }`;
}

/** A zip's files by name, read through its central directory. */
export function unzip(zip: Buffer): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('not a zip');
  let at = zip.readUInt32LE(end + 16);
  for (let n = zip.readUInt16LE(end + 10); n > 0; n--) {
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extra = zip.readUInt16LE(at + 30);
    const comment = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const data = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const raw = zip.subarray(data, data + size);
    files.set(name, method === 0 ? raw : inflateRawSync(raw));
    at += 46 + nameLength + extra + comment;
  }
  return files;
}

/** A CSV cell as the API would give it: empty → null, a number → number, else the text. */
export function csvValue(text: string): string | number | null {
  if (text === '') return null;
  const number = Number(text);
  return Number.isNaN(number) || !/^-?[\d.]/.test(text) ? text : number;
}
