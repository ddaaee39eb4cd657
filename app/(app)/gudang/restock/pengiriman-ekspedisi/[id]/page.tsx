import { permanentRedirect } from "next/navigation";

type Props = { params: Promise<{ id: string }> };

/** Old path of /gudang/pengiriman-ekspedisi/{id} (see ../page.tsx); the new page checks scope and kind. */
export default async function Page({ params }: Props) {
  permanentRedirect(`/gudang/pengiriman-ekspedisi/${encodeURIComponent((await params).id)}`);
}
