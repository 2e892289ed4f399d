"use client";
// The app's one link. Next's own <Link> fetches every linked page's data as soon as the link
// scrolls into view: the journal's twenty sessions, the header's pages. On a phone at the range that
// spends the scarce signal and the page's first seconds of processor on pages nobody opens (decision
// 025). This one asks for a page when the person reaches for it: a finger landing on it, the pointer
// over it, or the keyboard on it, which is still before the tap that opens it.
import NextLink from "next/link"; // eslint-disable-line no-restricted-imports -- the one place Next's link is used
import { useRouter } from "next/navigation";
import type { ComponentProps, FocusEvent, MouseEvent, TouchEvent } from "react";

type LinkProps = Omit<ComponentProps<typeof NextLink>, "prefetch"> & { href: string };

export function Link({ href, onMouseEnter, onTouchStart, onFocus, ...props }: LinkProps) {
  const router = useRouter();
  const reach = () => {
    if (href.startsWith("/")) router.prefetch(href);
  };
  return (
    <NextLink
      {...props}
      href={href}
      prefetch={false}
      onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
        reach();
        onMouseEnter?.(event);
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        reach();
        onTouchStart?.(event);
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        reach();
        onFocus?.(event);
      }}
    />
  );
}
