/** Whether a query asks for a field below the resolved one: to read only what is asked for. */
import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

/**
 * True when the field at `path` (names below the resolved field) is selected, in fragments too;
 * an unknown fragment counts as asking: reading more is never wrong.
 */
export function asks(info: GraphQLResolveInfo, path: readonly string[]): boolean {
  return info.fieldNodes.some((node) => selects(node.selectionSet, path, info));
}

function selects(
  set: SelectionSetNode | undefined,
  path: readonly string[],
  info: GraphQLResolveInfo,
): boolean {
  if (set === undefined) return false;
  const [name, ...rest] = path;
  for (const selection of set.selections) {
    if (selection.kind === Kind.INLINE_FRAGMENT) {
      if (selects(selection.selectionSet, path, info)) return true;
    } else if (selection.kind === Kind.FRAGMENT_SPREAD) {
      const fragment = info.fragments[selection.name.value];
      if (fragment === undefined || selects(fragment.selectionSet, path, info)) return true;
    } else if (selection.name.value === name) {
      if (rest.length === 0 || selects(selection.selectionSet, rest, info)) return true;
    }
  }
  return false;
}
