import { HomeLinks } from "@/components/session/home-links";

export default function HomePage() {
  return (
    <main className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-3xl font-semibold tracking-tight">Rangebook</h1>
      <p className="mt-3 text-slate-700">
        The training journal for air rifle, smallbore and pistol athletes, with the organizations and competitions
        around them. Everything here is served by the JSON API under <code className="font-mono">/api</code>; send
        your key in the <code className="font-mono">X-API-KEY</code> header.
      </p>
      <HomeLinks />
    </main>
  );
}
