import { permanentRedirect } from "next/navigation";

/**
 * The Gudang expedition list lived here before it moved to its SPEC path
 * /gudang/pengiriman-ekspedisi (SPEC §2 Gudang); old links and bookmarks follow it.
 */
export default function Page() {
  permanentRedirect("/gudang/pengiriman-ekspedisi");
}
