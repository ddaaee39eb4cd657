import { NotFoundMessage } from "@/components/widgets/not-found-message";

export default function NotFound() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 p-6 text-center">
      <NotFoundMessage />
    </main>
  );
}
