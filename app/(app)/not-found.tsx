import { NotFoundMessage } from "@/components/widgets/not-found-message";

/** A 404 inside the signed-in layout (a detail page's notFound()): the layout's <main> holds it. */
export default function NotFound() {
  return (
    <div className="flex flex-col items-center justify-center gap-4 py-16 text-center">
      <NotFoundMessage />
    </div>
  );
}
