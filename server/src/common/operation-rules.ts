import {
  GraphQLError,
  Kind,
  SchemaMetaFieldDef,
  TypeMetaFieldDef,
  TypeNameMetaFieldDef,
  getNamedType,
  isCompositeType,
  isInterfaceType,
  isObjectType,
  type ASTNode,
  type FieldNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

/** The shape limits of one GraphQL operation, checked before anything runs. */
export interface OperationLimits {
  /** Levels of fields below the operation (inside `__schema` / `__type`, introspection's own nesting is free). */
  maxDepth: number;
  /** Names (aliases) one field may be asked for under in one selection set. */
  maxAliases: number;
  /** Fields of the operation once its fragments are expanded. */
  maxFields: number;
  /** Fields (`Type.field`) that may run only once per operation: each checks a secret. */
  once: ReadonlySet<string>;
}

/** A walk far past any depth limit: only a fragment that spreads itself inside introspection gets here. */
const HARD_DEPTH = 64;

class Refused extends Error {}

/**
 * Refuses an operation whose shape is too big before anything runs: too deep, one field under too
 * many aliases, too many fields once fragments are expanded, or a guarded field (a secret check)
 * asked for more than once, whether through aliases or fragments. The walk merges fields by
 * response name as execution does and reads each fragment once per selection set, so a document
 * built to explode when expanded is refused after at most `maxFields` fields.
 */
export function operationLimitsRule(limits: OperationLimits): ValidationRule {
  return (context) => ({
    OperationDefinition(operation) {
      const root = context.getSchema().getRootType(operation.operation) ?? undefined;
      const walk = new Walk(context, limits);
      try {
        walk.selections([operation.selectionSet], root, 0, false);
      } catch (error) {
        if (!(error instanceof Refused)) throw error;
      }
      return false;
    },
  });
}

interface Group {
  name: string;
  parent: GraphQLCompositeType | undefined;
  nodes: FieldNode[];
}

class Walk {
  private fields = 0;
  private readonly onceSeen = new Map<string, number>();

  constructor(
    private readonly context: ValidationContext,
    private readonly limits: OperationLimits,
  ) {}

  private refuse(message: string, node: ASTNode): never {
    this.context.reportError(new GraphQLError(message, { nodes: [node] }));
    throw new Refused();
  }

  /** The fields of these selection sets merged by response name (the sets of one field's nodes). */
  private collect(sets: readonly SelectionSetNode[], type: GraphQLCompositeType | undefined) {
    const groups = new Map<string, Group>();
    const seenSets = new Set<SelectionSetNode>();
    const seenFragments = new Set<string>();
    const schema = this.context.getSchema();
    const add = (set: SelectionSetNode, parent: GraphQLCompositeType | undefined) => {
      if (seenSets.has(set)) return;
      seenSets.add(set);
      for (const selection of set.selections) {
        if (selection.kind === Kind.FIELD) {
          const key = selection.alias?.value ?? selection.name.value;
          const group = groups.get(key);
          if (group) group.nodes.push(selection);
          else groups.set(key, { name: selection.name.value, parent, nodes: [selection] });
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          const condition = selection.typeCondition && schema.getType(selection.typeCondition.name.value);
          add(selection.selectionSet, condition && isCompositeType(condition) ? condition : parent);
        } else {
          const name = selection.name.value;
          if (seenFragments.has(name)) continue;
          seenFragments.add(name);
          const fragment = this.context.getFragment(name);
          if (!fragment) continue; // KnownFragmentNames reports it
          const condition = schema.getType(fragment.typeCondition.name.value);
          add(fragment.selectionSet, condition && isCompositeType(condition) ? condition : parent);
        }
      }
    };
    for (const set of sets) add(set, type);
    return groups;
  }

  private fieldDef(
    parent: GraphQLCompositeType | undefined,
    name: string,
  ): GraphQLField<unknown, unknown> | undefined {
    if (name === SchemaMetaFieldDef.name) return SchemaMetaFieldDef;
    if (name === TypeMetaFieldDef.name) return TypeMetaFieldDef;
    if (name === TypeNameMetaFieldDef.name) return TypeNameMetaFieldDef;
    return parent && (isObjectType(parent) || isInterfaceType(parent)) ? parent.getFields()[name] : undefined;
  }

  selections(
    sets: readonly SelectionSetNode[],
    type: GraphQLCompositeType | undefined,
    depth: number,
    introspection: boolean,
  ): void {
    const { maxDepth, maxAliases, maxFields, once } = this.limits;
    const groups = this.collect(sets, type);
    const aliases = new Map<string, number>();
    for (const group of groups.values()) {
      const node = group.nodes[0];
      const coordinate = `${group.parent?.name ?? '?'}.${group.name}`;
      if (++this.fields > maxFields) {
        this.refuse(
          `The operation asks for more than ${maxFields} fields once its fragments are expanded.`,
          node,
        );
      }
      const names = (aliases.get(coordinate) ?? 0) + 1;
      aliases.set(coordinate, names);
      if (names > maxAliases) {
        this.refuse(
          `Field "${group.name}" is asked for under more than ${maxAliases} names in one selection; ask for it once, or split the request.`,
          node,
        );
      }
      if (once.has(coordinate)) {
        const times = (this.onceSeen.get(coordinate) ?? 0) + 1;
        this.onceSeen.set(coordinate, times);
        if (times > 1) {
          this.refuse(
            `"${group.name}" checks a secret and may be asked for only once per request: send one request per attempt.`,
            node,
          );
        }
      }
      const children = group.nodes.flatMap((n) => (n.selectionSet ? [n.selectionSet] : []));
      if (!children.length) continue;
      const inIntrospection = introspection || group.name.startsWith('__');
      if (!inIntrospection && depth + 1 > maxDepth) {
        this.refuse(`The operation exceeds the maximum depth of ${maxDepth} levels.`, node);
      }
      if (depth + 1 > HARD_DEPTH) this.refuse(`The operation is nested too deeply.`, node);
      const named = this.fieldDef(group.parent, group.name);
      const childType = named && getNamedType(named.type);
      if (!childType || !isCompositeType(childType)) continue; // other rules report unknown fields
      this.selections(children, childType, depth + 1, inIntrospection);
    }
  }
}
