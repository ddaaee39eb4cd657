import Link from "next/link";

/**
 * The text of a 404 page. The root not-found page wraps it in its own <main>; inside the signed-in
 * layout (which already has <main id="main">) app/(app)/not-found.tsx wraps it in a <div>, so a
 * detail page's notFound() never nests a second main landmark.
 */
export function NotFoundMessage() {
  return (
    <>
      <p className="text-6xl font-bold text-primary">404</p>
      <h1 className="text-xl font-semibold">Halaman tidak ditemukan</h1>
      <p className="text-muted-foreground">
        Halaman yang Anda cari tidak ada atau sudah dipindahkan.
      </p>
      <Link
        href="/"
        className="rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground"
      >
        Kembali
      </Link>
    </>
  );
}
