import type { Metadata } from "next";
import { Gallery } from "@/components/images/gallery";

export const metadata: Metadata = { title: "Profile images" };

export default async function ImagesPage({ params }: { params: Promise<{ athleteId: string }> }) {
  const { athleteId } = await params;
  return (
    <main className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="mb-6 text-3xl font-semibold tracking-tight">Profile images</h1>
      <Gallery athleteId={athleteId} />
    </main>
  );
}
