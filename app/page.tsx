import { HomePage } from "@/components/home/home-page";

export default function Home() {
  return (
    <main className="mx-auto max-w-5xl px-4 py-6 sm:py-8">
      <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Rangebook</h1>
      <HomePage />
    </main>
  );
}
