// Custom actions: `{type}/-actions/{name}` (collection) and `{type}/{id}/-actions/{name}` (member),
// named exactly as SPEC.md §7 does. Each action is a thin adapter to a use case in server/<domain>/.
import type { FileMediaType } from "./respond";
import type { BodyKind, HandleOptions, HandlerContext } from "./handle";
import type { JsonApiEngine } from "./engine";

export type HttpMethod = "GET" | "POST" | "PATCH" | "DELETE";

export interface ActionDef {
  type: string;
  name: string;
  scope: "collection" | "member";
  /** One action may answer several methods (SPEC names some with both POST and PATCH). */
  methods: HttpMethod[];
  auth: HandleOptions["auth"];
  body?: BodyKind;
  /** Media type of a file answer (CSV/XLSX/PDF export, SVG image), accepted in the request's Accept. */
  produces?: FileMediaType;
  run(ctx: ActionContext): Promise<Response>;
}

/**
 * What an action runs with: the request's context, its member id, and the JSON:API engine (given
 * by the action route, so that actions never import the registry that lists them).
 */
export type ActionContext = HandlerContext & { id: string | null; engine: JsonApiEngine };

export function defineAction(def: ActionDef): ActionDef {
  return def;
}

export class ActionRegistry {
  private readonly byKey = new Map<string, ActionDef>();

  constructor(actions: ActionDef[]) {
    for (const a of actions) {
      const key = `${a.scope}:${a.type}:${a.name}`;
      if (this.byKey.has(key)) throw new Error(`duplicate action ${key}`);
      this.byKey.set(key, a);
    }
  }

  find(scope: ActionDef["scope"], type: string, name: string): ActionDef | undefined {
    return this.byKey.get(`${scope}:${type}:${name}`);
  }

  all(): ActionDef[] {
    return [...this.byKey.values()];
  }
}
