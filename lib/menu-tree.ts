// The role-driven menu tree (SPEC §2), shared by the server (loading) and the shell (rendering).

export interface MenuItem {
  id: string;
  key: string;
  name: string;
  url: string | null;
  icon: string | null;
  type: "group" | "item";
  parentId: string | null;
  sortOrder: number;
}

/**
 * What the shell renders of a menu. The tree travels with every page (RSC payload), so it carries
 * only what the sidebar, navbar, breadcrumbs and Home read: an admin's tree has 280 nodes.
 */
export interface MenuNode {
  id: string;
  name: string;
  url: string | null;
  icon: string | null;
  children: MenuNode[];
}

/** Builds the tree from a flat list; orphans (parent not visible to the role) are dropped. */
export function buildMenuTree(items: MenuItem[]): MenuNode[] {
  const nodes = new Map<string, MenuNode>();
  const order = new Map<string, number>();
  for (const m of items) {
    nodes.set(m.id, { id: m.id, name: m.name, url: m.url, icon: m.icon, children: [] });
    order.set(m.id, m.sortOrder);
  }
  const roots: MenuNode[] = [];
  for (const m of items) {
    const n = nodes.get(m.id);
    if (!n) continue;
    if (m.parentId === null) roots.push(n);
    else nodes.get(m.parentId)?.children.push(n);
  }
  const sort = (list: MenuNode[]) => {
    list.sort(
      (a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0) || a.name.localeCompare(b.name),
    );
    for (const n of list) sort(n.children);
  };
  sort(roots);
  return roots;
}

/** Normalises text for the sidebar search: case and spaces do not matter (SPEC §2). */
export function normalizeMenuText(s: string): string {
  return s.toLowerCase().replace(/\s+/g, "");
}

/** Items (with their ancestors) whose name matches the search; needs 2+ characters, else the tree as is. */
export function filterMenuTree(tree: MenuNode[], query: string): MenuNode[] {
  const q = normalizeMenuText(query);
  if (q.length < 2) return tree;
  const walk = (list: MenuNode[]): MenuNode[] =>
    list.flatMap((n) => {
      if (normalizeMenuText(n.name).includes(q)) return [n];
      const children = walk(n.children);
      return children.length ? [{ ...n, children }] : [];
    });
  return walk(tree);
}

/** The top-level menu whose URL is the longest prefix of `pathname`, if any. */
export function rootForPath(tree: MenuNode[], pathname: string): MenuNode | null {
  let best: MenuNode | null = null;
  for (const r of tree) {
    if (!r.url || r.url === "/") continue;
    if (
      (pathname === r.url || pathname.startsWith(`${r.url}/`)) &&
      (!best || (best.url ?? "").length < r.url.length)
    )
      best = r;
  }
  return best;
}

/** Every URL reachable in the tree (for guards). */
export function menuUrls(tree: MenuNode[]): string[] {
  const out: string[] = [];
  const walk = (list: MenuNode[]) => {
    for (const n of list) {
      if (n.url) out.push(n.url);
      walk(n.children);
    }
  };
  walk(tree);
  return out;
}

/** The menu entry whose URL is exactly `url`. */
export function findMenuByUrl(tree: MenuNode[], url: string): MenuNode | null {
  for (const n of tree) {
    if (n.url === url) return n;
    const hit = findMenuByUrl(n.children, url);
    if (hit) return hit;
  }
  return null;
}
