import type { MetadataRoute } from "next";

/** Lets a phone add Rangebook to its home screen and open it like an app at the range. */
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: "Rangebook",
    short_name: "Rangebook",
    description: "Training journal for shooting-sports athletes, their coaches and clubs.",
    start_url: "/",
    display: "standalone",
    background_color: "#f8fafc",
    theme_color: "#075985",
    icons: [{ src: "/icon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" }],
  };
}
