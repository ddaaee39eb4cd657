import { describe, expect, it } from "vitest";
import { ICON_DATA } from "@/components/shell/icon-data";
import { MENU_ICONS } from "../../prisma/seed/data/menus";
import { SHELL_ICONS, iconData } from "../../scripts/generate-icon-data.mjs";

describe("the shell's icon drawings (components/shell/icon-data.ts)", () => {
  it("are lucide-react's, for every menu icon and shell glyph (regenerate with scripts/generate-icon-data.mjs)", async () => {
    expect(JSON.parse(JSON.stringify(ICON_DATA))).toEqual(await iconData());
    for (const name of [...MENU_ICONS, ...SHELL_ICONS])
      expect(ICON_DATA[name]?.node.length, name).toBeGreaterThan(0);
  });
});
