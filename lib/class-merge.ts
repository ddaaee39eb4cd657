// A small stand-in for tailwind-merge's `twMerge` (~8.5 KB gzip on nearly every route, see
// docs/browser-performance.md): joins class names and, when two classes set the same CSS property
// under the same variants, keeps the later one (so a caller's `className` overrides a component's
// default). It knows the Tailwind utility families this app uses, with tailwind-merge's conflict
// rules between them (`p-4` is overridden by a later `px-2` only on the x axis, `size-*` overrides
// `w-*` and `h-*`, `text-sm` overrides `leading-*`); a class it does not know never conflicts and is
// always kept, as tailwind-merge does. tests/unit/class-merge.test.ts checks it gives exactly
// twMerge's result for every pair of classes found in the app's source, with and without variants.

const SIZES = new Set([
  "xs",
  "sm",
  "base",
  "lg",
  "xl",
  "2xl",
  "3xl",
  "4xl",
  "5xl",
  "6xl",
  "7xl",
  "8xl",
  "9xl",
]);
const WEIGHTS = new Set([
  "thin",
  "extralight",
  "light",
  "normal",
  "medium",
  "semibold",
  "bold",
  "extrabold",
  "black",
]);
const DISPLAY = new Set([
  "block",
  "inline-block",
  "inline",
  "flex",
  "inline-flex",
  "table",
  "inline-table",
  "table-caption",
  "table-cell",
  "table-column",
  "table-column-group",
  "table-footer-group",
  "table-header-group",
  "table-row-group",
  "table-row",
  "flow-root",
  "grid",
  "inline-grid",
  "contents",
  "list-item",
  "hidden",
]);
const EXACT: Record<string, string> = {
  static: "position",
  fixed: "position",
  absolute: "position",
  relative: "position",
  sticky: "position",
  visible: "visibility",
  invisible: "visibility",
  collapse: "visibility",
  "sr-only": "sr",
  "not-sr-only": "sr",
  uppercase: "case",
  lowercase: "case",
  capitalize: "case",
  "normal-case": "case",
  underline: "decoration",
  overline: "decoration",
  "line-through": "decoration",
  "no-underline": "decoration",
  italic: "font-style",
  "not-italic": "font-style",
  truncate: "text-overflow",
  "text-ellipsis": "text-overflow",
  "text-clip": "text-overflow",
  "tabular-nums": "fvn-spacing",
  "proportional-nums": "fvn-spacing",
  antialiased: "smoothing",
  "subpixel-antialiased": "smoothing",
  "ring-inset": "ring-inset",
  "border-collapse": "border-collapse",
  "border-separate": "border-collapse",
};
const SIDES = "(x|y|s|e|t|r|b|l)";
const LENGTH = /^(\d+(\.\d+)?|px|\[\d.*(px|rem|em)\]|\(length:.*\))$/;
const isNumber = (v: string) => /^\d+$/.test(v) || /^\[\d/.test(v) || /^\(/.test(v);

/** Families a class's family overrides besides itself (tailwind-merge's conflictingClassGroups). */
const CONFLICTS: Record<string, string[]> = {
  p: ["px", "py", "ps", "pe", "pt", "pr", "pb", "pl"],
  px: ["pr", "pl"],
  py: ["pt", "pb"],
  m: ["mx", "my", "ms", "me", "mt", "mr", "mb", "ml"],
  mx: ["mr", "ml"],
  my: ["mt", "mb"],
  gap: ["gap-x", "gap-y"],
  size: ["w", "h"],
  inset: ["inset-x", "inset-y", "start", "end", "top", "right", "bottom", "left"],
  "inset-x": ["right", "left"],
  "inset-y": ["top", "bottom"],
  overflow: ["overflow-x", "overflow-y"],
  "line-clamp": ["display", "overflow"],
  flex: ["basis", "grow", "shrink"],
  "font-size": ["leading"],
  rounded: [
    "rounded-s",
    "rounded-e",
    "rounded-t",
    "rounded-r",
    "rounded-b",
    "rounded-l",
    "rounded-ss",
    "rounded-se",
    "rounded-ee",
    "rounded-es",
    "rounded-tl",
    "rounded-tr",
    "rounded-br",
    "rounded-bl",
  ],
  "rounded-s": ["rounded-ss", "rounded-es"],
  "rounded-e": ["rounded-se", "rounded-ee"],
  "rounded-t": ["rounded-tl", "rounded-tr"],
  "rounded-r": ["rounded-tr", "rounded-br"],
  "rounded-b": ["rounded-br", "rounded-bl"],
  "rounded-l": ["rounded-tl", "rounded-bl"],
  "border-w": [
    "border-w-x",
    "border-w-y",
    "border-w-s",
    "border-w-e",
    "border-w-t",
    "border-w-r",
    "border-w-b",
    "border-w-l",
  ],
  "border-w-x": ["border-w-r", "border-w-l"],
  "border-w-y": ["border-w-t", "border-w-b"],
  "border-color": [
    "border-color-x",
    "border-color-y",
    "border-color-s",
    "border-color-e",
    "border-color-t",
    "border-color-r",
    "border-color-b",
    "border-color-l",
  ],
  "border-color-x": ["border-color-r", "border-color-l"],
  "border-color-y": ["border-color-t", "border-color-b"],
};

/** The utility family of a class without variants, or null when this merge does not know it. */
function family(base: string): string | null {
  if (DISPLAY.has(base)) return "display";
  const exact = EXACT[base];
  if (exact) return exact;
  let m =
    /^(p|px|py|ps|pe|pt|pr|pb|pl|m|mx|my|ms|me|mt|mr|mb|ml|gap-x|gap-y|gap|space-x|space-y|w|h|size|min-w|max-w|min-h|max-h|inset-x|inset-y|inset|start|end|top|right|bottom|left|z|opacity|leading|tracking|cursor|pointer-events|select|whitespace|basis|grow|shrink|animate|duration|ease|delay|line-clamp|grid-cols|grid-rows|col-start|col-end|row-start|row-end|items|self|content|justify-items|justify-self|place-content|place-items|place-self|underline-offset|scale|rotate|translate-x|translate-y|divide-x|divide-y|caption)-(.+)$/.exec(
      base,
    );
  if (m) return m[1] ?? null;
  if (base === "grow" || base === "shrink") return base;
  if ((m = /^\[([a-z-]+):.+\]$/.exec(base))) return `[${m[1] ?? ""}]`;
  if (/^row-(span-.+|auto)$/.test(base)) return "row";
  if ((m = /^(from|via|to)-.+$/.exec(base))) return `gradient-${m[1] ?? ""}`;
  if (/^order-(\d+|first|last|none|\[.+\])$/.test(base)) return "order";
  if ((m = /^break-(inside|before|after)-.+$/.exec(base))) return `break-${m[1] ?? ""}`;
  if ((m = /^col-(span-.+|auto)$/.exec(base))) return "col";
  if ((m = /^justify-(.+)$/.exec(base))) return "justify";
  if ((m = /^overflow-(x|y)-.+$/.exec(base))) return `overflow-${m[1] ?? ""}`;
  if (/^overflow-.+$/.test(base)) return "overflow";
  if ((m = /^text-(.+)$/.exec(base))) {
    const v = m[1] ?? "";
    if (SIZES.has(v) || /^\[\d.*(px|rem|em)\]$/.test(v) || v.startsWith("(length:"))
      return "font-size";
    if (/^(left|center|right|justify|start|end)$/.test(v)) return "text-align";
    if (/^(wrap|nowrap|balance|pretty)$/.test(v)) return "text-wrap";
    return "text-color";
  }
  if ((m = /^font-(.+)$/.exec(base)))
    return WEIGHTS.has(m[1] ?? "") || isNumber(m[1] ?? "") ? "font-weight" : "font-family";
  if ((m = /^bg-(.+)$/.exec(base))) {
    const v = m[1] ?? "";
    if (/^(fixed|local|scroll)$/.test(v)) return "bg-attachment";
    if (/^(auto|cover|contain)$/.test(v)) return "bg-size";
    if (/^(none|linear-.+|radial.*|conic.*|gradient-.+)$/.test(v)) return "bg-image";
    if (/^(repeat.*|no-repeat)$/.test(v)) return "bg-repeat";
    if (/^(clip|origin)-/.test(v)) return `bg-${v.split("-")[0]}`;
    if (/^(bottom|center|left|right|top)(-.+)?$/.test(v)) return "bg-position";
    return "bg-color";
  }
  if (base === "border") return "border-w";
  if ((m = new RegExp(`^border-${SIDES}(-(.+))?$`).exec(base))) {
    const v = m[3] ?? "";
    return v === "" || LENGTH.test(v) ? `border-w-${m[1] ?? ""}` : `border-color-${m[1] ?? ""}`;
  }
  if ((m = /^border-(.+)$/.exec(base))) {
    const v = m[1] ?? "";
    if (LENGTH.test(v)) return "border-w";
    if (/^(solid|dashed|dotted|double|hidden|none)$/.test(v)) return "border-style";
    return "border-color";
  }
  if (base === "rounded") return "rounded";
  if ((m = /^rounded-(s|e|t|r|b|l|ss|se|ee|es|tl|tr|br|bl)(-.+)?$/.exec(base)))
    return `rounded-${m[1] ?? ""}`;
  if (/^rounded-.+$/.test(base)) return "rounded";
  if (base === "shadow") return "shadow";
  if ((m = /^shadow-(.+)$/.exec(base)))
    return /^(2xs|xs|sm|md|lg|xl|2xl|none|inner)$/.test(m[1] ?? "") || (m[1] ?? "").startsWith("[")
      ? "shadow"
      : "shadow-color";
  if (base === "ring") return "ring-w";
  if ((m = /^ring-offset-(.+)$/.exec(base)))
    return LENGTH.test(m[1] ?? "") ? "ring-offset-w" : "ring-offset-color";
  if ((m = /^ring-(.+)$/.exec(base))) return LENGTH.test(m[1] ?? "") ? "ring-w" : "ring-color";
  if (base === "outline") return "outline-w";
  if ((m = /^outline-offset-.+$/.exec(base))) return "outline-offset";
  if ((m = /^outline-(.+)$/.exec(base))) {
    if (/^(none|hidden|solid|dashed|dotted|double)$/.test(m[1] ?? "")) return "outline-style";
    return LENGTH.test(m[1] ?? "") ? "outline-w" : "outline-color";
  }
  if ((m = /^flex-(.+)$/.exec(base))) {
    if (/^(row|row-reverse|col|col-reverse)$/.test(m[1] ?? "")) return "flex-direction";
    if (/^(wrap|wrap-reverse|nowrap)$/.test(m[1] ?? "")) return "flex-wrap";
    return "flex";
  }
  if (base === "transition" || /^transition-(all|colors|opacity|shadow|transform|none)$/.test(base))
    return "transition";
  if ((m = /^break-(normal|words|all|keep)$/.exec(base))) return "break";
  if ((m = /^align-.+$/.exec(base))) return "align";
  if ((m = /^list-(inside|outside)$/.exec(base))) return "list-position";
  if ((m = /^list-.+$/.exec(base))) return "list-type";
  if ((m = /^object-(contain|cover|fill|none|scale-down)$/.exec(base))) return "object-fit";
  if ((m = /^object-.+$/.exec(base))) return "object-position";
  if ((m = /^divide-(.+)$/.exec(base))) return "divide-color";
  return null;
}

/** Splits `md:hover:!px-2` into its sorted variants + important mark and the utility `px-2`. */
function parse(cls: string): { variant: string; base: string } {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < cls.length; i++) {
    const c = cls[i];
    if (c === "[" || c === "(") depth++;
    else if (c === "]" || c === ")") depth--;
    else if (c === ":" && depth === 0) {
      parts.push(cls.slice(start, i));
      start = i + 1;
    }
  }
  let base = cls.slice(start);
  let important = "";
  if (base.startsWith("!")) {
    base = base.slice(1);
    important = "!";
  } else if (base.endsWith("!")) {
    base = base.slice(0, -1);
    important = "!";
  }
  if (base.startsWith("-")) base = base.slice(1);
  // A postfix (`bg-primary/10`, `w-1/2`) does not change the family.
  const slash = base.indexOf("/");
  if (slash > 0 && !base.includes("[")) base = base.slice(0, slash);
  return { variant: parts.sort().join(":") + important, base };
}

/** Joins classes, the later of two conflicting classes winning (tailwind-merge's `twMerge`). */
export function mergeClasses(classes: string): string {
  const list = classes.split(/\s+/).filter(Boolean);
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let i = list.length - 1; i >= 0; i--) {
    const cls = list[i] ?? "";
    const { variant, base } = parse(cls);
    const fam = family(base);
    if (fam === null) {
      kept.push(cls);
      continue;
    }
    const id = `${variant}|${fam}`;
    if (taken.has(id)) continue;
    taken.add(id);
    for (const other of CONFLICTS[fam] ?? []) taken.add(`${variant}|${other}`);
    kept.push(cls);
  }
  return kept.reverse().join(" ");
}
